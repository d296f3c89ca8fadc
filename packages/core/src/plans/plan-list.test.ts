import { describe, expect, it } from 'vitest';
import { offeredPlans } from './plan-list';

describe('the plans a page offers', () => {
  it('"a disabled lot is not shown": a disabled plan the server sent is left out, and the count with it', () => {
    const answer = {
      count: 3,
      list: [
        { id: 1, enabled: true },
        { id: 2, enabled: false },
        { id: 3, enabled: true },
      ],
    };
    expect(offeredPlans(answer)).toEqual({
      count: 2,
      list: [
        { id: 1, enabled: true },
        { id: 3, enabled: true },
      ],
    });
  });

  it("disabled plans only: no plans and a count of 0, the list's empty state", () => {
    expect(offeredPlans({ count: 1, list: [{ id: 2, enabled: false }] })).toEqual({ count: 0, list: [] });
  });
});
