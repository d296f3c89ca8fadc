import { describe, expect, it } from 'vitest';
import { CARDS_PER_SLIDE } from '../cards/rules';
import { COIN_PACKS_PER_SLIDE } from '../checkout/additional-currency';
import { toSlides } from './slides';

describe('slides ("Saved cards: 3 per slide", "Coin packs: 6 per slide")', () => {
  it('cuts 7 cards into 3 + 3 + 1 and 8 packs into 6 + 2', () => {
    expect(toSlides([1, 2, 3, 4, 5, 6, 7], CARDS_PER_SLIDE)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(toSlides([1, 2, 3, 4, 5, 6, 7, 8], COIN_PACKS_PER_SLIDE).map((s) => s.length)).toEqual([6, 2]);
    expect(toSlides([], 3)).toEqual([]);
    expect(toSlides([1, 2], 0)).toEqual([[1], [2]]);
  });
});
