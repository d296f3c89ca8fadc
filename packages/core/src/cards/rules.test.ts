import { describe, expect, it } from 'vitest';
import type { SavedCard } from '../schemas/payment';
import {
  isSaveCardRequired,
  selectionAfterListChange,
  swapDefault,
  toggleSelection,
  vaultExpiry,
} from './rules';

const card = (id: string, priority: string): SavedCard => ({
  payment_method_id: id,
  payment: 'stripe',
  brand: 'visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2030,
  priority,
});

describe('saved cards (accounts-cart-checkout.md §4 Saved card)', () => {
  it('"A card with priority \'1\' is selected when it appears."', () => {
    expect(selectionAfterListChange([card('a', '2'), card('b', '1')], null)).toBe('b');
    expect(selectionAfterListChange([card('a', '2')], null)).toBeNull();
  });

  it('a chosen card stays chosen while it is in the list; one that left the list is dropped', () => {
    expect(selectionAfterListChange([card('a', '2'), card('b', '1')], 'a')).toBe('a');
    expect(selectionAfterListChange([card('a', '2')], 'gone')).toBeNull();
  });

  it('"Clicking a card toggles its selection."', () => {
    expect(toggleSelection(null, 'a')).toBe('a');
    expect(toggleSelection('a', 'a')).toBeNull();
    expect(toggleSelection('a', 'b')).toBe('b');
  });

  it('"makes it default and gives the previous default that card\'s old priority"', () => {
    const { cards, changed } = swapDefault([card('a', '1'), card('b', '3'), card('c', '2')], 'b');
    expect(changed).toBe(true);
    expect(cards.map((c) => [c.payment_method_id, c.priority])).toEqual([
      ['a', '3'],
      ['b', '1'],
      ['c', '2'],
    ]);
  });

  it('"nothing is sent if it is already default"', () => {
    expect(swapDefault([card('a', '1'), card('b', '2')], 'a').changed).toBe(false);
    expect(swapDefault([card('a', '1')], 'missing').changed).toBe(false);
  });

  it('"Saving the card is mandatory, labelled Required For Subscriptions, when any lot in the cart or modal is a subscription."', () => {
    expect(isSaveCardRequired([{ lot_type: 'item' }, { lot_type: 'subscription' }])).toBe(true);
    expect(isSaveCardRequired([{ lot_type: 'item' }, { lot_type: 'plan' }])).toBe(false);
  });

  it('"Saved cards: 3 per slide."; the vault takes "expiry as year-month"', () => {
    expect(vaultExpiry('2030', '7')).toBe('2030-07');
  });
});
