import { describe, expect, it } from 'vitest';
import { PAGE_GAP, pageWindow } from './page-window';

describe('the pages a navigator shows ("Pagination is zero-based; page 0 is first")', () => {
  it('every page when there are few', () => {
    expect(pageWindow(0, 1)).toEqual([0]);
    expect(pageWindow(1, 4)).toEqual([0, 1, 2, 3]);
  });

  it('the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageWindow(5, 20)).toEqual([0, PAGE_GAP, 4, 5, 6, PAGE_GAP, 19]);
    expect(pageWindow(0, 20)).toEqual([0, 1, PAGE_GAP, 19]);
    expect(pageWindow(19, 20)).toEqual([0, PAGE_GAP, 18, 19]);
  });

  it('a gap of one page shows the page instead', () => {
    expect(pageWindow(3, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
