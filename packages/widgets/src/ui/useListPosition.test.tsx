import { PER_PAGE } from '@rdc/core';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useListPosition } from './useListPosition';

const address = () => window.location.pathname + window.location.search;
const back = async () => {
  const done = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  window.history.back();
  await done;
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useListPosition: the page lives in the address', () => {
  it('reads ?page= and ?perPage= (a reload or a shared link shows the same page)', () => {
    window.history.replaceState(null, '', '/marketplace/packages?page=2&perPage=12');
    const { result } = renderHook(() => useListPosition(PER_PAGE.marketplace));
    expect(result.current.position).toEqual({ page: 2, perPage: 12 });
  });

  it('bad values read as page 0 with the default per-page', () => {
    window.history.replaceState(null, '', '/marketplace/packages?page=-3&perPage=7');
    const { result } = renderHook(() => useListPosition(PER_PAGE.marketplace));
    expect(result.current.position).toEqual({ page: 0, perPage: 6 });
  });

  it('a new page is a history entry, and Back shows the page before', async () => {
    window.history.replaceState(null, '', '/marketplace/packages?keep=1');
    const { result } = renderHook(() => useListPosition(PER_PAGE.marketplace));
    act(() => result.current.setPage(1));
    expect(address()).toBe('/marketplace/packages?keep=1&page=1');
    expect(result.current.position).toEqual({ page: 1, perPage: 6 });
    await act(back);
    expect(result.current.position).toEqual({ page: 0, perPage: 6 });
  });

  it('an address that moved before the list listened (Back while the island started) is the page shown', () => {
    window.history.replaceState(null, '', '/marketplace/packages?page=2');
    let moved = false;
    const { result } = renderHook(() => {
      const position = useListPosition(PER_PAGE.marketplace);
      // After the first render read the address, before its effect: no popstate reaches the list.
      if (!moved) window.history.replaceState(null, '', '/marketplace/packages');
      moved = true;
      return position;
    });
    expect(result.current.position).toEqual({ page: 0, perPage: 6 });
  });

  it('"changing per-page resets to page 0"', () => {
    window.history.replaceState(null, '', '/marketplace/packages?page=3');
    const { result } = renderHook(() => useListPosition(PER_PAGE.marketplace));
    act(() => result.current.setPerPage(18));
    expect(result.current.position).toEqual({ page: 0, perPage: 18 });
    expect(address()).toBe('/marketplace/packages?perPage=18');
  });

  it('page links carry the page; a page past the end moves to the last page without a new entry', () => {
    window.history.replaceState(null, '', '/marketplace/packages?page=9');
    const length = window.history.length;
    const { result } = renderHook(() => useListPosition(PER_PAGE.marketplace));
    expect(result.current.hrefOf(1)).toBe('/marketplace/packages?page=1');
    act(() => result.current.clampTo(13));
    expect(result.current.position).toEqual({ page: 2, perPage: 6 });
    expect(address()).toBe('/marketplace/packages?page=2');
    expect(window.history.length).toBe(length);
  });
});
