// A manufactory page's list answers, from the server that renders the page to the stores its view
// reads in the browser, against this sandbox in-process: each list the view shows first is on the
// page under the key the view asks with, so the view shows them without asking the API again.
import {
  adoptPageAnswer,
  ALL_VIEW_KEYS,
  catalogue,
  CATEGORY_TREE_KEY,
  categoryViewKey,
  loadManufactoryAnswers,
  manufacturersKey,
  pageAnswerImage,
  pageAnswerText,
  productViewKeys,
  readListPosition,
  readManufactoryAddress,
  readTagFilter,
  PER_PAGE,
  type ManufactoryAddress,
  type PageAnswer,
} from '@rdc/core';
import { resetCatalogue } from '@rdc/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { setFault, withPageSides } from './test-support/in-process';

const sides = withPageSides(resetCatalogue);
const { browserCalls } = sides;

/** A manufactory address as the route reads it: the view segment and the filter, encoded as links carry it. */
function addressOf(view: string, filter?: object): Extract<ManufactoryAddress, { ok: true }> {
  const path = filter ? Buffer.from(JSON.stringify(filter)).toString('base64url') : null;
  const address = readManufactoryAddress(view, path);
  if (!address.ok) throw new Error(`not an address: ${view}`);
  return address;
}

/** The answers as a browser receives them: written into the page, then adopted into the stores. */
async function adoptedAnswers(view: string, filter?: object, query = ''): Promise<PageAnswer[]> {
  const answers = await loadManufactoryAnswers(
    sides.market,
    addressOf(view, filter),
    new URLSearchParams(query),
  );
  for (const answer of answers) adoptPageAnswer(pageAnswerText(answer));
  return answers;
}

const statusOf = (store: { get(key: never): { get(): { status: string } } }, key: unknown) =>
  store.get(key as never).get().status;

describe('the answers a manufactory page comes with', () => {
  it('the Manufacturers tab ("paginated grid of manufacturer cards, a search box and a per-page selector"): the page of the address, with no search, which the grid shows without asking', async () => {
    const answers = await adoptedAnswers('', undefined, 'page=0&perPage=12');
    const key = manufacturersKey(
      readListPosition(new URLSearchParams('perPage=12'), PER_PAGE.marketplace),
      '',
    );
    expect(answers.map(({ list, key }) => [list, key])).toEqual([['manufacturers', key]]);
    expect(key).toEqual({ offset: 0, limit: 12, search: '' });
    expect(statusOf(catalogue.manufacturers, key)).toBe('loaded');
    expect(answers[0]!.answer.list.length).toBeGreaterThan(0);
    expect(browserCalls).toEqual([]);
  });

  it('the product view of a category: its items with the tags of the address, its sub-categories and the category tree', async () => {
    const filter = { category: '/ships/fighters/light' };
    const query = 'perPage=6&tags=Combat';
    const answers = await adoptedAnswers('product', filter, query);
    const params = new URLSearchParams(query);
    const keys = productViewKeys(
      addressOf('product', filter).filter,
      readListPosition(params, PER_PAGE.marketplace),
      readTagFilter(params),
    );
    expect(keys.items?.tags).toEqual(['Combat']);
    expect(answers.map(({ list }) => list)).toEqual(['items', 'categories', 'categoryTree']);
    expect(statusOf(catalogue.items, keys.items)).toBe('loaded');
    expect(statusOf(catalogue.categories, keys.subCategories)).toBe('empty');
    expect(statusOf(catalogue.categoryTree, CATEGORY_TREE_KEY)).toBe('loaded');
    // The first item's picture is the one the page asks for ahead.
    expect(answers.map(pageAnswerImage).find(Boolean)).toBe(answers[0]!.answer.list[0]!.image_url);
    expect(browserCalls).toEqual([]);
  });

  it('"a sub-category list shown when no items exist": a category with no items of its own comes with its sub-categories and their items together', async () => {
    const filter = { category: '/ships' };
    const answers = await adoptedAnswers('product', filter);
    const keys = productViewKeys(
      addressOf('product', filter).filter,
      readListPosition(new URLSearchParams(), PER_PAGE.marketplace),
    );
    expect(answers.map(({ list }) => list)).toEqual(['items', 'categories', 'items', 'categoryTree']);
    expect(statusOf(catalogue.items, keys.items)).toBe('empty');
    expect(statusOf(catalogue.categories, keys.subCategories)).toBe('loaded');
    expect(statusOf(catalogue.items, keys.underItems)).toBe('loaded');
    // The sub-categories show first: the first picture is the first sub-category's.
    expect(answers.map(pageAnswerImage).find(Boolean)).toBe(answers[1]!.answer.list[0]!.image_url);
    expect(browserCalls).toEqual([]);
  });

  it('the default product view and the Category tab: the top-level categories (of the manufacturer when chosen) and the tree', async () => {
    const product = await adoptedAnswers('product');
    expect(product.map(({ list, key }) => [list, key])).toEqual([
      ['categories', { virtual_path: '/' }],
      ['categoryTree', CATEGORY_TREE_KEY],
    ]);
    const filter = { category: 'all', manufacturerId: 1, manufacturerTitle: 'Aurora Dynamics' };
    const category = await adoptedAnswers('category', filter);
    const key = categoryViewKey(addressOf('category', filter).filter);
    expect(key).toEqual({ virtual_path: '/', manufacturer_id: 1 });
    expect(category.map(({ list, key }) => [list, key])).toEqual([
      ['categories', key],
      ['categoryTree', CATEGORY_TREE_KEY],
    ]);
    expect(statusOf(catalogue.categories, key)).not.toBe('loading');
    expect(browserCalls).toEqual([]);
  });

  it('the All view comes with none: its columns follow the window, which a server does not know', async () => {
    expect(await loadManufactoryAnswers(sides.market, addressOf('all'), new URLSearchParams())).toEqual([]);
    expect(statusOf(catalogue.manufacturers, ALL_VIEW_KEYS.manufacturers)).toBe('loading');
  });

  it('a list the API fails is left out, and the view asks for it itself; the others are on the page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await setFault(sides.app, { path: '/market/categories/list', status: 500, times: 1 });
    const answers = await adoptedAnswers('product');
    expect(answers.map(({ list }) => list)).toEqual(['categories']);
    const $tree = catalogue.categoryTree.get(CATEGORY_TREE_KEY);
    await vi.waitFor(() => expect($tree.get().status).toBe('loaded'));
    expect(browserCalls).toEqual(['/api/v1/market/categories/list']);
  });

  it("a key the view could not have asked with is ignored and logged: more tags than the filter's ten, a negative page", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const [items] = await loadManufactoryAnswers(
      sides.market,
      addressOf('product', { category: '/ships/fighters/light' }),
      new URLSearchParams(),
    );
    const valid = JSON.parse(pageAnswerText(items!));
    adoptPageAnswer(JSON.stringify({ ...valid, key: { ...valid.key, tags: Array(11).fill('Combat') } }));
    adoptPageAnswer(JSON.stringify({ ...valid, key: { ...valid.key, offset: -6 } }));
    adoptPageAnswer(JSON.stringify({ ...valid, list: 'categoryTree', key: 'some' }));
    expect(warn).toHaveBeenCalledTimes(3);
    // Nothing was adopted: the list asks the API for itself.
    const $items = catalogue.items.get(valid.key);
    expect($items.get().status).toBe('loading');
    await vi.waitFor(() => expect($items.get().status).toBe('loaded'));
    expect(browserCalls).toEqual(['/api/v1/market/items/list_by_virtual_path']);
  });
});
