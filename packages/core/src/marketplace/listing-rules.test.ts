import { describe, expect, it } from 'vitest';
import { allViewColumns, interleave } from './layout';
import { subscriptionChunks, SUBSCRIPTION_SLOTS_BY_WIDTH } from './subscriptions';

const sub = (id: number, items: number, packages: number, enabled = true) => ({
  id,
  enabled,
  lot_items: Array.from({ length: items }, (_, i) => ({ id: i, title: 'i' })),
  lot_packages: Array.from({ length: packages }, (_, i) => ({ id: i, title: 'p' })),
});

describe('all view (marketplace-content.md §2.3, §9)', () => {
  it.each([
    [1920, 5],
    [1470, 5],
    [1469, 3],
    [1024, 3],
    [1023, 2],
    [700, 2],
    [699, 1],
    [360, 1],
  ])(
    '"5 at 1470 px or wider, 3 from 1024 to 1469, 2 from 700 to 1023, 1 below 700": %i px → %i',
    (width, columns) => {
      expect(allViewColumns(width)).toBe(columns);
    },
  );

  it('"manufacturer cards and category cards interleaved"', () => {
    expect(interleave(['m1', 'm2', 'm3'], ['c1'])).toEqual(['m1', 'c1', 'm2', 'm3']);
  });
});

describe('subscriptions tab (marketplace-content.md §2.5, §9)', () => {
  it('"only enabled subscriptions … grouped in chunks of 5; within a chunk they are sorted by the count of items plus packages, ascending"', () => {
    const chunks = subscriptionChunks([
      sub(1, 3, 1),
      sub(2, 1, 0),
      sub(3, 0, 0, false),
      sub(4, 2, 2),
      sub(5, 0, 1),
      sub(6, 1, 1),
      sub(7, 0, 0),
    ]);
    expect(chunks.map((chunk) => chunk.map((s) => s.id))).toEqual([[2, 5, 6, 1, 4], [7]]);
  });

  it('"card slots by width: [10,10,10,10,10] below 700 px; [10,10,10,10,15] below 1300 px; otherwise [5,5,5,10,15]"', () => {
    expect(SUBSCRIPTION_SLOTS_BY_WIDTH).toEqual([
      { media: '(max-width: 699.98px)', slots: [10, 10, 10, 10, 10] },
      { media: '(min-width: 700px) and (max-width: 1299.98px)', slots: [10, 10, 10, 10, 15] },
      { media: '(min-width: 1300px)', slots: [5, 5, 5, 10, 15] },
    ]);
  });
});
