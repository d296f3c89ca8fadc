// @vitest-environment jsdom
// The README's "Using the stores without React" example, run as a host page would run it.
import { afterEach, describe, expect, it } from 'vitest';
import {
  $balanceText,
  $cart,
  $cartBadge,
  $cartTotals,
  addToCart,
  formatAmount,
  incrementLine,
  removeLine,
  setLineCurrency,
} from '../index';
import { $cartState } from './stores';
import { EMPTY_CART } from './storage';

afterEach(() => $cartState.set(EMPTY_CART));

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
        ({ USD, RDC }) => (total.textContent = `$${formatAmount(USD)} · ${formatAmount(RDC)} RDC`),
      ),
      $balanceText.subscribe((text) => (balance.textContent = text)),
    ];
    const ship = { id: 12, title: 'Falcon', lot_type: 'item', price: { USD: 129900, RDC: 650000 } };
    document.getElementById('add')!.onclick = () => addToCart(ship);

    expect([badge.textContent, total.textContent, balance.textContent]).toEqual([
      '',
      '$0.00 · 0.00 RDC',
      '0.00',
    ]);
    document.getElementById('add')!.click();
    document.getElementById('add')!.click();
    expect(badge.textContent).toBe('2');
    expect(total.textContent).toBe('$2598.00 · 0.00 RDC');
    await incrementLine(ship);
    await setLineCurrency(ship, 'RDC');
    expect(total.textContent).toBe('$0.00 · 19500.00 RDC');
    await removeLine(ship);
    expect([badge.textContent, $cart.get()]).toEqual(['', []]);
    for (const stop of stops) stop();
  });
});
