import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from '../locale/catalogues';
import { PRICE_CHANGED_TEXT } from './pay';
import { PURCHASE_MODAL_TITLE } from './purchased';

beforeAll(() => loadLocale('de'));

describe('the payment’s texts in German', () => {
  it('says that the price has changed, and titles the purchase', () => {
    expect(PRICE_CHANGED_TEXT('de')).toBe('Der Preis hat sich geändert');
    expect(PRICE_CHANGED_TEXT('en')).toBe('The price has changed');
    expect(PURCHASE_MODAL_TITLE('de')).toBe('Dein Kauf');
    expect(PURCHASE_MODAL_TITLE('en')).toBe('You Have Purchased');
  });
});
