import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useTagFilter } from './useTagFilter';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useTagFilter: the chosen tags live in the address', () => {
  it('an address that moved before the filter listened (Back while the island started) is the filter shown', () => {
    window.history.replaceState(null, '', '/marketplace/manufactory/product?tags=Medical');
    let moved = false;
    const { result } = renderHook(() => {
      const filter = useTagFilter(() => {});
      // After the first render read the address, before its effect: no popstate reaches the filter.
      if (!moved) window.history.replaceState(null, '', '/marketplace/manufactory/product');
      moved = true;
      return filter;
    });
    expect(result.current.chosen).toEqual([]);
  });
});
