import type { ReadableAtom } from 'nanostores';
import { createCatalogueReadsApi } from '../api/domains/catalogue-reads';
import { getDomain } from '../config';
import type { HeaderVersion } from '../navigation/header-version';
import { productLink } from '../cart/product-link';
import { formatMoney } from '../format/money';
import { ENABLED_ONLY, IdSchema, PriceMapSchema, type PriceMap } from '../schemas/common';
import { lazySchema } from '../schemas/lazy-schema';
import { z } from '../schemas/zod';
import { listQuery } from './lot-stores';
import type { QueryState } from '../cache/keyed-query';
import { REQUEST_RULES } from './request-rules';
import { createSearchBox, searchText, type SearchBox } from './search-box';
import { SEARCH_LIMIT } from './stores';

/*
 * The header's search (marketplace-content.md §2.7 shows the box, and §2.4 says "The header search
 * box has no call shown for the main header"): our reading is a search of everything a player can
 * open a page for. The marketplace's own search box keeps marketplace-content.md §2.4's items-only rule
 * (search-box.ts).
 */

/** What the header search finds, in the order it lists them: the bundles before the single items. */
export const LOT_SEARCH_KINDS = ['package', 'subscription', 'item'] as const;
export type FoundLotKind = (typeof LOT_SEARCH_KINDS)[number];

/**
 * Which search a header carries: the marketplace's header is the marketplace's search, which keeps
 * marketplace-content.md §2.4's rule ("Results link to /marketplace/product/item/{id}"); every other header
 * finds lots of every kind.
 */
export const headerSearchFinds = (version: HeaderVersion): 'items' | 'lots' =>
  version === 'marketplace' ? 'items' : 'lots';

/** One letter finds most of the catalogue: the header search starts at two. */
const LOT_SEARCH_MIN_LENGTH = 2;

/** What the results page says to text shorter than the search's minimum. */
export const LOT_SEARCH_MIN_LENGTH_TEXT = `Type at least ${LOT_SEARCH_MIN_LENGTH} characters to search.`;

/** Results per page of the results page (/search). */
export const LOT_SEARCH_PAGE_SIZE = 12;

/** The furthest page the results page asks for (an address may say anything). */
const LAST_SEARCH_PAGE = 1000;

/** The results page's search from its address (?q=…&page=…): any value is read, none refused. */
export function readSearchPage(params: URLSearchParams): { text: string; page: number; tooShort: boolean } {
  const text = searchText(params.get('q') ?? '');
  const asked = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(asked) ? Math.min(Math.max(asked, 1), LAST_SEARCH_PAGE) : 1;
  return { text, page, tooShort: text.length < LOT_SEARCH_MIN_LENGTH };
}

/** The results page's address for a search text. */
export const searchPageHref = (text: string, page = 1): string =>
  `/search?q=${encodeURIComponent(searchText(text))}${page > 1 ? `&page=${page}` : ''}`;

/** A found lot as the search shows it: its picture, title, kind, price and page. */
export interface FoundLot {
  readonly id: number;
  readonly title: string;
  readonly kind: FoundLotKind;
  readonly imageUrl: string | undefined;
  readonly price: PriceMap;
  readonly href: string;
}

/** What a found lot's kind is called where it is shown. */
export const FOUND_LOT_KIND_TITLES: Readonly<Record<FoundLotKind, string>> = {
  item: 'Item',
  package: 'Package',
  subscription: 'Subscription',
};

/** A found lot's prices as one line: "$12.00 · RDC 1,200.00". */
export const foundLotPriceText = (price: PriceMap, locale: string): string =>
  [
    price.USD !== undefined ? formatMoney(price.USD, 'USD', locale) : null,
    price.RDC !== undefined ? formatMoney(price.RDC, 'RDC', locale) : null,
  ]
    .filter(Boolean)
    .join(' · ');

/** A page of results; `count` is at least the matches before this page plus this page's, and more when another page follows. */
export interface FoundLots {
  readonly list: readonly FoundLot[];
  readonly count: number;
  /** Whether a further page exists. */
  readonly hasMore: boolean;
}

/** The fields the search shows, read from any of the three list answers (the item search's entries carry fewer). */
const FoundEntrySchema = lazySchema(() =>
  z.looseObject({
    id: IdSchema,
    title: z.string().check(z.maxLength(500)),
    image_url: z.nullish(z.string().check(z.maxLength(2000))),
    price: z._default(PriceMapSchema, {}),
  }),
);

function foundLot(kind: FoundLotKind, entry: unknown): FoundLot | null {
  const parsed = FoundEntrySchema.safeParse(entry);
  if (!parsed.success) return null;
  const { id, title, image_url, price } = parsed.data;
  return {
    id,
    title,
    kind,
    imageUrl: image_url ?? undefined,
    price,
    href: productLink({ id, lot_type: kind }) ?? '#',
  };
}

interface KindPage {
  readonly count: number;
  readonly list: readonly unknown[];
}

const market = () => getDomain(createCatalogueReadsApi);

function searchKind(kind: FoundLotKind, search: string, offset: number, limit: number): Promise<KindPage> {
  const pagination = { offset, limit };
  switch (kind) {
    case 'package':
      return market().packages.list({ search, where: ENABLED_ONLY, pagination });
    case 'subscription':
      return market().subscriptions.list({ search, where: ENABLED_ONLY, pagination });
    case 'item':
      return market().items.list({ search, pagination });
  }
}

/**
 * One page of the lots matching a text, the kinds one after another (packages, subscriptions,
 * items). Each kind's list is asked from the offset the page reaches into it, which its own count
 * tells, so the kinds are asked in turn; a kind the page does not reach is asked for one entry, to
 * know whether a further page exists. The item search's count is bounded (enough to tell a further
 * page), so the items come last.
 */
async function searchLots(text: string, offset: number, limit: number): Promise<FoundLots> {
  const search = searchText(text);
  const list: FoundLot[] = [];
  let before = 0;
  let hasMore = false;
  for (const kind of LOT_SEARCH_KINDS) {
    const room = limit - list.length;
    const from = Math.max(0, offset - before);
    const answer = await searchKind(kind, search, from, Math.max(1, room));
    if (room > 0) {
      for (const entry of answer.list.slice(0, room)) {
        const lot = foundLot(kind, entry);
        if (lot) list.push(lot);
      }
      if (from + room < answer.count) hasMore = true;
    } else if (answer.count > from) {
      hasMore = true;
    }
    before += answer.count;
  }
  return { list, count: before, hasMore };
}

/** The header search's lists, a text and a page at a time, with the search's request rules. */
export const lotSearch = listQuery(
  REQUEST_RULES.query,
  'a search that could not be answered',
  ({ text, offset, limit }: { text: string; offset: number; limit: number }) =>
    searchLots(text, offset, limit),
);

/** The header's search box: the search box's rules over every kind, "limit 10" suggestions. */
export function createLotSearchBox(): SearchBox<FoundLots> {
  return createSearchBox<FoundLots>({
    minLength: LOT_SEARCH_MIN_LENGTH,
    search: (text: string): ReadableAtom<QueryState<FoundLots>> =>
      lotSearch.get({ text, offset: 0, limit: SEARCH_LIMIT }),
  });
}
