import { describe, expect, it } from 'vitest';
import { manifest as buildWidgetsManifest } from '../manifest-source';
import { WIDGETS } from '../widgets';
import { cssPropertiesOf } from './manifest';

const manifest = await buildWidgetsManifest();
const declaration = (tag: string) =>
  manifest.modules.flatMap((module) => module.declarations).find((d) => d.tagName === tag);

describe('custom-elements.json', () => {
  it('describes every tag with its kebab-case attributes and typed properties', () => {
    const tags = manifest.modules.map((module) => module.declarations[0]?.tagName);
    expect(tags).toEqual(WIDGETS.map((row) => row.tag));
    expect(tags).toEqual(
      expect.arrayContaining(['rdc-basket-badge', 'rdc-coin-packs', 'rdc-product-footer', 'rdc-user-menu']),
    );
    const footer = declaration('rdc-product-footer');
    expect(footer?.attributes).toEqual([
      expect.objectContaining({ name: 'lot-id', fieldName: 'lotId', type: { text: 'number' } }),
      expect.objectContaining({ name: 'lot-type', fieldName: 'lotType', type: { text: 'string' } }),
    ]);
    expect(declaration('rdc-user-menu')?.members).toContainEqual(
      expect.objectContaining({
        name: 'compact',
        attribute: 'compact',
        reflects: true,
        type: { text: 'boolean' },
      }),
    );
  });

  it('lists the events, parts and --rdc-* properties with their defaults', () => {
    const packs = declaration('rdc-coin-packs');
    expect(packs?.events.map((event) => event.name)).toEqual(['rdc-cart-change', 'rdc-error']);
    expect(packs?.events[0]?.type.text).toContain('count: number');
    expect(packs?.cssParts.map((part) => part.name)).toContain('buy');
    expect(packs?.cssProperties).toContainEqual({
      name: '--rdc-color-accent',
      default: '#4fd1ff',
      description: 'Buttons and highlights.',
    });
    for (const property of packs?.cssProperties ?? []) expect(property.description).not.toBe('');
  });

  it("gives each property a token's value as its default, and none to a property that is no token", () => {
    expect(
      cssPropertiesOf('a { color: var(--rdc-color-error); top: var( --rdc-radius ); left: var(--rdc-z) }'),
    ).toEqual([
      { name: '--rdc-color-error', default: '#ff7a8a' },
      { name: '--rdc-radius', default: '8px' },
      { name: '--rdc-z' },
    ]);
  });
});
