import { describe, expect, it } from 'vitest';
import { foundLotPriceText, headerSearchFinds, readSearchPage, searchPageHref } from './search-lots';

describe('the header search (its behaviour is ours: the spec leaves it open)', () => {
  it("the marketplace header keeps the marketplace search's items-only rule; the other headers find every kind", () => {
    expect(headerSearchFinds('marketplace')).toBe('items');
    expect(headerSearchFinds('home_page')).toBe('lots');
    expect(headerSearchFinds('product_page')).toBe('lots');
  });

  it('the results page reads its address whatever it says', () => {
    expect(readSearchPage(new URLSearchParams('q=+veteran+&page=2'))).toEqual({
      text: 'veteran',
      page: 2,
      tooShort: false,
    });
    expect(readSearchPage(new URLSearchParams('q=v&page=-4'))).toEqual({
      text: 'v',
      page: 1,
      tooShort: true,
    });
    expect(readSearchPage(new URLSearchParams('page=abc'))).toEqual({ text: '', page: 1, tooShort: true });
    expect(readSearchPage(new URLSearchParams('q=x'.padEnd(3000, 'y') + '&page=99999')).page).toBe(1000);
    expect(readSearchPage(new URLSearchParams(`q=${'y'.repeat(3000)}`)).text).toHaveLength(1000);
  });

  it("the results page's address carries the text and the page, and reads back the same", () => {
    const href = searchPageHref('  pack & co ', 3);
    expect(href).toBe('/search?q=pack%20%26%20co&page=3');
    expect(readSearchPage(new URL(href, 'http://x').searchParams)).toMatchObject({
      text: 'pack & co',
      page: 3,
    });
    expect(searchPageHref('veteran')).toBe('/search?q=veteran');
  });

  it('a found lot\'s prices as one line, each as money: "$12.00 · RDC 1,200.00"', () => {
    const line = foundLotPriceText({ USD: 1200, RDC: 120000 }, 'en').replace(/\u00a0/g, ' ');
    expect(line).toBe('$12.00 · RDC 1,200.00');
    expect(foundLotPriceText({ RDC: 5 }, 'en').replace(/\u00a0/g, ' ')).toBe('RDC 0.05');
    expect(foundLotPriceText({}, 'en')).toBe('');
  });
});
