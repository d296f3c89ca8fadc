import { addToCart } from '@rdc/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defineWidget } from '../platform/define';
import { loadWidgetOf } from '../widgets';
import { leavePage, startAsGuest, type RecordedPage } from '../../test/page-state';
import { BasketBadge } from './BasketBadge';

// A guest's cart stays on the page: no back end is needed, and none is configured.
const page: RecordedPage = { navigations: [], url: 'http://localhost/', replaced: [] };
beforeEach(() => startAsGuest(page));
afterEach(leavePage);

const lot = (id: number, lot_type = 'item') => ({
  id,
  title: `Lot ${id}`,
  lot_type,
  price: { USD: 100, RDC: 100 },
});

describe('<rdc-basket-badge> (marketplace-content.md §2.7)', () => {
  it('is a link to /basket with no count while the cart is empty', () => {
    render(<BasketBadge />);
    const link = screen.getByRole('link', { name: 'Basket, 0 products' });
    expect(link).toHaveAttribute('href', '/basket');
    expect(screen.queryByTestId('basket-count')).toBeNull();
  });

  it('"a basket link with a badge of the summed product counts"', () => {
    render(<BasketBadge />);
    act(() => {
      addToCart(lot(1), { count: 2 });
      addToCart(lot(2), { count: 3 });
    });
    expect(screen.getByTestId('basket-count')).toHaveTextContent(/^5$/);
    expect(screen.getByRole('link')).toHaveAccessibleName('Basket, 5 products');
  });

  it('"badge displays up to 99": 99 shows 99, more shows 99+', () => {
    render(<BasketBadge />);
    act(() => void addToCart(lot(1), { count: 99 }));
    expect(screen.getByTestId('basket-count')).toHaveTextContent(/^99$/);
    act(() => void addToCart(lot(2), { count: 1 }));
    expect(screen.getByTestId('basket-count')).toHaveTextContent(/^99\+$/);
  });

  it('as an element: follows the href attribute and updates with every cart change', async () => {
    defineWidget(await loadWidgetOf('rdc-basket-badge'));
    document.body.innerHTML =
      '<rdc-basket-badge></rdc-basket-badge><rdc-basket-badge href="https://store.example/basket"></rdc-basket-badge>';
    const [first, second] = [...document.querySelectorAll('rdc-basket-badge')] as HTMLElement[];
    const link = (element: HTMLElement | undefined) => element?.shadowRoot?.querySelector('a');
    await waitFor(() => expect(link(second)?.getAttribute('href')).toBe('https://store.example/basket'));
    expect(link(first)?.getAttribute('href')).toBe('/basket');
    act(() => void addToCart(lot(3)));
    await waitFor(() => expect(first?.shadowRoot?.textContent).toContain('1'));
    expect(second?.shadowRoot?.querySelector('[part="count"]')?.textContent).toBe('1');
    act(() => second?.removeAttribute('href'));
    await waitFor(() => expect(link(second)?.getAttribute('href')).toBe('/basket'));
  });
});
