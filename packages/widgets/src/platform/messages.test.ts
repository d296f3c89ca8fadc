import { describe, expect, it } from 'vitest';
import { loadLocale } from '@rdc/core';
import * as m from '../generated/messages';

// The widgets' compiled catalogue (scripts/messages.mjs), as the widgets call it.
describe("the widgets' messages", () => {
  it('write English with its plurals', () => {
    expect(m.basket_badge_label('en', { count: 1 })).toBe('Basket, 1 product');
    expect(m.basket_badge_label('en', { count: 3 })).toBe('Basket, 3 products');
  });

  it('write English for another locale until its translation is fetched, then the translation', async () => {
    expect(m.basket_badge_label('de', { count: 2 })).toBe('Basket, 2 products');
    await loadLocale('de');
    expect(m.basket_badge_label('de', { count: 2 })).toBe('Warenkorb, 2 Artikel');
    expect(m.basket_badge_label('en', { count: 2 })).toBe('Basket, 2 products');
  });
});
