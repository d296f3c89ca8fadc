import { describe, expect, it } from 'vitest';
import { passesLuhn } from './luhn';

describe("the card vault's Luhn check", () => {
  it('passes the sample cards, the declined one included (4000 0000 0000 0002 is a well-formed number)', () => {
    for (const number of ['4242424242424242', '5555555555554444', '378282246310005', '4000000000000002'])
      expect(passesLuhn(number)).toBe(true);
  });

  it('fails a number with one digit changed or two swapped', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('2424424242424242')).toBe(false);
  });
});
