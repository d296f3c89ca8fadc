import { describe, expect, it } from 'vitest';
import { coinPackRdc } from './amount';
import { coinPackTitle, formatCoinPackRdc } from './amount-text';

/** `Intl` separates a currency code from the number with a no-break space; read here as a space. */
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

describe('coin pack amount ("Coin pack | id, count (amount of RDC)")', () => {
  it("a pack's count is its RDC in minor units: count 10000 is 100 RDC", () => {
    expect(coinPackRdc({ count: 10000 })).toBe(10000);
  });

  it('"shown as a whole number without fraction in the coin context": the fraction dropped, not rounded', () => {
    expect(spaced(formatCoinPackRdc({ count: 10000 }, 'en'))).toBe('RDC 100');
    expect(spaced(formatCoinPackRdc({ count: 2500000 }, 'en'))).toBe('RDC 25,000');
    expect(spaced(formatCoinPackRdc({ count: 12399 }, 'en'))).toBe('RDC 123');
    expect(spaced(formatCoinPackRdc({ count: 0 }, 'en'))).toBe('RDC 0');
    expect(spaced(formatCoinPackRdc({ count: 2500000 }, 'de'))).toBe('25.000 RDC');
  });

  it('a pack is called by its own title, else by its amount', () => {
    expect(coinPackTitle({ count: 10000, title: '100 RDC' }, 'en')).toBe('100 RDC');
    expect(spaced(coinPackTitle({ count: 250000 }, 'en'))).toBe('RDC 2,500');
  });
});
