import { describe, expect, it } from 'vitest';
import { packageItemBySlug, packageItemSlug } from './package-items';

const pkg = {
  lot_items: [
    { id: 7, title: 'Helix Void Armor' },
    { id: 9, title: 'Nova  Drive MK-II' },
  ],
};

describe('an item inside a package, chosen by slug ("if the item is not in the package the user goes to /404")', () => {
  it('makes a slug of the title', () => {
    expect(packageItemSlug({ title: 'Helix Void Armor' })).toBe('helix-void-armor');
    expect(packageItemSlug({ title: '  Nova  Drive MK-II! ' })).toBe('nova-drive-mk-ii');
    expect(packageItemSlug({ title: 'Éclair Ω' })).toBe('eclair');
  });

  it('finds the item the slug chooses, and nothing for a slug not in the package', () => {
    expect(packageItemBySlug(pkg, 'nova-drive-mk-ii')?.id).toBe(9);
    expect(packageItemBySlug(pkg, 'helix-void')).toBeUndefined();
    expect(packageItemBySlug(pkg, '7')).toBeUndefined();
  });
});
