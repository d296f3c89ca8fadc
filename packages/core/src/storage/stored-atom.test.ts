// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedAtom } from './stored-atom';

const KEY = 'rdc:test-stored';
const asText = {
  encode: (value: number[]) => JSON.stringify(value),
  decode: (text: string) => JSON.parse(text),
};

/** What another tab's write looks like from here: the storage holds it, and the event says so. */
function otherTabWrites(value: string | null) {
  if (value === null) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: value, storageArea: localStorage }));
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('storedAtom', () => {
  it('touches no storage when it is created: the first read takes what is stored by then', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const listen = vi.spyOn(window, 'addEventListener');
    const $list = storedAtom<number[]>(KEY, [], asText);
    expect(getItem).not.toHaveBeenCalled();
    expect(listen).not.toHaveBeenCalled();

    localStorage.setItem(KEY, '[1,2]');
    expect($list.get()).toEqual([1, 2]);
    expect(listen.mock.calls.map(([type]) => type)).toEqual(['storage', 'pageshow']);
  });

  it('writes each value set, and a value set before any read is what the storage holds', () => {
    localStorage.setItem(KEY, '[9]');
    const $list = storedAtom<number[]>(KEY, [], asText);
    $list.set([3]);
    expect(localStorage.getItem(KEY)).toBe('[3]');
    expect($list.get()).toEqual([3]);
  });

  it("follows another tab's writes and removals, watched or not", () => {
    const $list = storedAtom<number[]>(KEY, [], asText);
    const seen: (readonly number[])[] = [];
    const stop = $list.subscribe((value) => seen.push(value));
    otherTabWrites('[4]');
    stop();
    otherTabWrites('[5]');
    expect($list.get()).toEqual([5]);
    otherTabWrites(null);
    expect($list.get()).toEqual([]);
    expect(seen).toEqual([[], [4]]);
  });

  it('reads the storage again when the page comes back from the back-forward cache', () => {
    const $list = storedAtom<number[]>(KEY, [], asText);
    const stop = $list.listen(() => {});
    // Written by another tab while this page was in the cache: no storage event reached it.
    localStorage.setItem(KEY, '[6]');
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect($list.get()).toEqual([6]);
    stop();
  });

  it('keeps a value the storage refuses for this page, and logs it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const $list = storedAtom<number[]>(KEY, [], asText);
    $list.set([7]);
    expect($list.get()).toEqual([7]);
    expect(warn).toHaveBeenCalledOnce();
  });
});
