import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RdcEventDetailMap } from './events';
import '../element-types';
import { defineWidget } from './define';
import { loadWidgetOf } from '../widgets';

describe('the element typings (HTMLElementTagNameMap, GlobalEventHandlersEventMap, React 19 JSX)', () => {
  it('lets a React 19 host write the elements in JSX with kebab-case attributes, and a script set typed properties', async () => {
    defineWidget(await loadWidgetOf('rdc-basket-badge'));
    defineWidget(await loadWidgetOf('rdc-product-footer'));
    const { container } = render(
      <nav>
        <rdc-basket-badge href="https://store.example/basket" />
        <rdc-product-footer lot-id={5} lot-type="package" />
      </nav>,
    );
    const badge = container.querySelector('rdc-basket-badge');
    const footer = container.querySelector('rdc-product-footer');
    // Typed by HTMLElementTagNameMap: lotId is a number, lotType the three product types.
    expect(footer?.lotId).toBe(5);
    expect(footer?.lotType).toBe('package');
    if (badge) badge.href = '/basket';
    await waitFor(() => expect(badge?.shadowRoot?.querySelector('a')?.getAttribute('href')).toBe('/basket'));
  });

  it('types the detail of rdc-* events heard on document', () => {
    const counts: number[] = [];
    const listener = (event: CustomEvent<RdcEventDetailMap['rdc-cart-change']>) =>
      counts.push(event.detail.count);
    document.addEventListener('rdc-cart-change', listener);
    document.dispatchEvent(new CustomEvent('rdc-cart-change', { detail: { count: 3, lines: [] } }));
    document.removeEventListener('rdc-cart-change', listener);
    expect(counts).toEqual([3]);
  });
});
