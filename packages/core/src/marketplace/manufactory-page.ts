import { splitCategoryPath } from './category-tree';
import { ALL_CATEGORIES, decodeManufactoryFilter, type ManufactoryFilter } from './manufactory-filter';
import { matchManufactoryView, type ManufactoryView } from './manufactory-views';
import { pageRequest, type ListPosition } from './list-address';
import type { CategoriesKey, ManufacturersKey } from '../catalogue/stores';

/**
 * marketplace-content.md §2.1: "/404 | Not-found page; also the target when an encoded route parameter cannot
 * be decoded or parsed".
 */
export const NOT_FOUND_HREF = '/404';

export type ManufactoryAddress =
  { ok: true; view: ManufactoryView; filter: ManufactoryFilter } | { ok: false };

/**
 * The manufactory page an address asks for (marketplace-content.md §2.1): "a slug whose second segment
 * selects the view: category, all or product. A query parameter named path carries an encoded filter object …
 * An undecodable value sends the user to /404." An unknown view is not found either.
 */
export function readManufactoryAddress(
  viewSegment: string | null | undefined,
  path: string | null,
): ManufactoryAddress {
  const view = matchManufactoryView(viewSegment);
  const decoded = decodeManufactoryFilter(path);
  return view !== null && decoded.ok ? { ok: true, view, filter: decoded.filter } : { ok: false };
}

/** The manufacturer a filter narrows to, as the list calls take it (none: every manufacturer). */
export const manufacturerOf = (filter: ManufactoryFilter): { manufacturer_id?: number } =>
  filter.manufacturerId === undefined ? {} : { manufacturer_id: filter.manufacturerId };

/** The manufacturer fields a card's link keeps ("It links to … with the path parameter holding manufacturerId, manufacturerTitle"). */
export const ownerOf = (
  filter: ManufactoryFilter,
): { manufacturerId?: number; manufacturerTitle?: string } => ({
  ...(filter.manufacturerId === undefined ? {} : { manufacturerId: filter.manufacturerId }),
  ...(filter.manufacturerTitle ? { manufacturerTitle: filter.manufacturerTitle } : {}),
});

export interface ItemsKey {
  readonly virtual_path: string;
  readonly virtual_name: string;
  readonly manufacturer_id?: number;
  readonly offset: number;
  readonly limit: number;
  /** Tag titles every listed item carries (the tag filter, over the whole category). */
  readonly tags?: readonly string[];
  /** The items of the categories under it as well (a category with no items of its own). */
  readonly with_sub_categories?: boolean;
}

/**
 * marketplace-content.md §2.3 "Product view: item cards for the chosen category, a filter by tags, a
 * sub-category list shown when no items exist, and pagination at top and bottom. With no items and no
 * sub-categories a 'NoItem' state shows." What the view asks for: a page of the category's items with the
 * chosen tags (none for the default category `all`, which is no one category: its list is the top-level
 * categories), and the categories directly under it, asked at once so that an empty item list shows
 * them without a wait. Where the category has no items of its own, the items of its sub-categories
 * show together below them (`underItems`), so one item is a click away, not four.
 */
export function productViewKeys(
  filter: ManufactoryFilter,
  position: ListPosition,
  tags: readonly string[] = [],
) {
  const manufacturer = manufacturerOf(filter);
  if (filter.category === ALL_CATEGORIES)
    return { items: null, underItems: null, subCategories: { virtual_path: '/', ...manufacturer } };
  const items: ItemsKey = {
    ...splitCategoryPath(filter.category),
    ...manufacturer,
    ...pageRequest(position),
    ...(tags.length > 0 ? { tags } : {}),
  };
  return {
    items,
    underItems: { ...items, with_sub_categories: true },
    subCategories: { virtual_path: filter.category, ...manufacturer },
  };
}

/**
 * marketplace-content.md §2.3 "Manufacturers tab: paginated grid of manufacturer cards, a search box": the
 * page the address holds, of the manufacturers the search finds ('' for every one).
 */
export const manufacturersKey = (position: ListPosition, search: string): ManufacturersKey => ({
  ...pageRequest(position),
  search,
});

/** marketplace-content.md §2.3 "Category view: grid of top-level category cards" (of the filter's manufacturer when set). */
export const categoryViewKey = (filter: ManufactoryFilter): CategoriesKey => ({
  virtual_path: '/',
  ...manufacturerOf(filter),
});

/** The All view's lists: every manufacturer (one page of the API's largest) and the top-level categories. */
export const ALL_VIEW_KEYS: { manufacturers: ManufacturersKey; categories: CategoriesKey } = {
  manufacturers: { offset: 0, limit: 100, search: '' },
  categories: { virtual_path: '/' },
};

/** The whole category tree, one list: the tree panel and the breadcrumbs' titles read it. */
export const CATEGORY_TREE_KEY = 'all';
