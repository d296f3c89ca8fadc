import { atom } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryState } from '../cache/keyed-query';
import { createSearchBox, searchText } from './search-box';
import { SEARCH_DEBOUNCE_MS } from './stores';

type Answer = { count: number; list: { id: number; title: string; lot_type: 'item'; tags: [] }[] };

/** A search store per text, answered by the test. */
function fakeSearch() {
  const asked: string[] = [];
  const stores = new Map<string, ReturnType<typeof atom<QueryState<Answer>>>>();
  const search = (text: string) => {
    asked.push(text);
    let store = stores.get(text);
    if (!store) stores.set(text, (store = atom<QueryState<Answer>>({ status: 'loading' })));
    return store;
  };
  const answer = (text: string, titles: string[]) =>
    stores.get(text)?.set({
      status: 'loaded',
      value: {
        count: titles.length,
        list: titles.map((title, id) => ({ id, title, lot_type: 'item', tags: [] })),
      },
    });
  return { asked, search, answer };
}

afterEach(() => vi.useRealTimers());

describe('the search box (marketplace-content.md §2.4, §5, §9)', () => {
  it('"Search: request is debounced by 1 second": one request for the text the box rests on', () => {
    vi.useFakeTimers();
    const fake = fakeSearch();
    const box = createSearchBox({ search: fake.search });
    box.$results.listen(() => {});
    for (const text of ['c', 'co', 'cor', 'cors']) {
      box.setText(text);
      vi.advanceTimersByTime(999);
    }
    expect(fake.asked).toEqual([]);
    expect(box.$results.get()).toEqual({ status: 'loading' });
    vi.advanceTimersByTime(1);
    expect(fake.asked).toEqual(['cors']);
    fake.answer('cors', ['Corsair']);
    expect(box.$results.get()).toMatchObject({ status: 'loaded', value: { list: [{ title: 'Corsair' }] } });
    box.dispose();
  });

  it('"The result dropdown opens only when text has been entered and the box is focused"; Escape closes it until the text changes', () => {
    const box = createSearchBox({ search: fakeSearch().search });
    box.$open.listen(() => {});
    box.setFocused(true);
    expect(box.$open.get()).toBe(false); // focused, no text
    box.setText('   ');
    expect(box.$open.get()).toBe(false); // spaces are no text
    box.setText('nova');
    expect(box.$open.get()).toBe(true);
    box.setFocused(false);
    expect(box.$open.get()).toBe(false); // text, not focused
    box.setFocused(true);
    box.dismiss();
    expect(box.$open.get()).toBe(false);
    box.setText('nova ');
    expect(box.$open.get()).toBe(true);
    box.dispose();
  });

  it('clearing the text asks nothing and shows nothing; text back to what was asked shows that answer at once', () => {
    vi.useFakeTimers();
    const fake = fakeSearch();
    const box = createSearchBox({ search: fake.search });
    box.$results.listen(() => {});
    box.setText('nova');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    fake.answer('nova', ['Nova Lance']);
    box.setText('novaa');
    box.setText('nova');
    expect(box.$results.get()).toMatchObject({ status: 'loaded' });
    box.setText('');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(box.$results.get()).toEqual({ status: 'idle' });
    expect(fake.asked).toEqual(['nova']);
    box.dispose();
  });

  it('a search text is trimmed and cut to the 1000 characters the API takes', () => {
    expect(searchText('  nova  ')).toBe('nova');
    expect(searchText('x'.repeat(1500))).toHaveLength(1000);
  });

  it('a box with a minimum length asks nothing for shorter text and says how much to type', () => {
    vi.useFakeTimers();
    const fake = fakeSearch();
    const box = createSearchBox({ search: fake.search, minLength: 2 });
    box.$results.listen(() => {});
    box.setText(' v ');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(fake.asked).toEqual([]);
    expect(box.$results.get()).toEqual({ status: 'short', minLength: 2 });
    box.setText('ve');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(fake.asked).toEqual(['ve']);
    box.dispose();
  });
});
