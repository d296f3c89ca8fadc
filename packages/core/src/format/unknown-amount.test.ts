import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('an amount not known yet', () => {
  it('a balance not known yet (null) reads "…", never an amount: no 0 reads as the player\'s', () => {
    expect(formatMoney(null, 'RDC', 'en')).toBe('…');
    expect(formatMoney(null, 'RDC', 'de')).toBe('…');
  });

  it("a known balance, 0 included, is written as RDC money with 2 decimals, in the reader's locale", () => {
    expect(formatMoney(0, 'RDC', 'en').replace(/\s/g, ' ')).toBe('RDC 0.00');
    expect(formatMoney(123456, 'RDC', 'de').replace(/\s/g, ' ')).toBe('1.234,56 RDC');
  });
});
