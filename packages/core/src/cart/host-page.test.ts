// @vitest-environment jsdom
// The README's "Using the stores without React" example, run as a host page would run it.
import { afterEach, describe, expect, it } from 'vitest';
import {
  $balance,
  $cart,
  $cartBadge,
  $cartTotals,
  addToCart,
  formatMoney,
  incrementLine,
  removeLine,
  setLineCurrency,
} from '../index';
import { $cartState } from './stores';
import { EMPTY_CART } from './storage';

afterEach(() => $cartState.set(EMPTY_CART));

/** What an element reads; `Intl` spaces "RDC" with a no-break space, read here as a space. */
const text = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ');

describe('a host page without React (packages/core/USAGE.md)', () => {
  it('subscribes elements to the stores and calls the actions', async () => {
    document.body.innerHTML =
      '<span id="badge"></span><span id="total"></span><span id="balance"></span><button id="add">Add</button>';
    const badge = document.getElementById('badge')!;
    const total = document.getElementById('total')!;
    const balance = document.getElementById('balance')!;
    const stops = [
      $cartBadge.subscribe((text) => (badge.textContent = text)),
      $cartTotals.subscribe(
        ({ USD, RDC }) =>
          (total.textContent = `${formatMoney(USD, 'USD', 'en')} · ${formatMoney(RDC, 'RDC', 'en')}`),
      ),
      $balance.subscribe((minor) => (balance.textContent = formatMoney(minor, 'RDC', 'en'))),
    ];
    const ship = { id: 12, title: 'Falcon', lot_type: 'item', price: { USD: 129900, RDC: 650000 } };
    document.getElementById('add')!.onclick = () => addToCart(ship);

    expect([text(badge), text(total), text(balance)]).toEqual(['', '$0.00 · RDC 0.00', 'RDC 0.00']);
    document.getElementById('add')!.click();
    document.getElementById('add')!.click();
    expect(badge.textContent).toBe('2');
    expect(text(total)).toBe('$2,598.00 · RDC 0.00');
    await incrementLine(ship);
    await setLineCurrency(ship, 'RDC');
    expect(text(total)).toBe('$0.00 · RDC 19,500.00');
    await removeLine(ship);
    expect([badge.textContent, $cart.get()]).toEqual(['', []]);
    for (const stop of stops) stop();
  });
});
