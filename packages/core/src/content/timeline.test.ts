import { describe, expect, it } from 'vitest';
import { timelineCards } from './timeline';

describe('the timeline (marketplace-content.md §2.8, §3)', () => {
  it("reads the dated cards of the post's data by year; malformed cards and other data give none", () => {
    const card = (id: number, year: unknown) => ({
      id,
      title: `Card ${id}`,
      yearComment: 'c',
      year,
      url: '/i.svg',
      text: 't',
      placement: 'top',
      rotation: -3,
    });
    expect(
      timelineCards({ list: [card(1, 2090), card(2, 2080), card(3, '2100'), null] }).map((c) => c.year),
    ).toEqual([2080, 2090]);
    for (const data of [null, undefined, 'x', { list: 'no' }]) expect(timelineCards(data)).toEqual([]);
  });
});
