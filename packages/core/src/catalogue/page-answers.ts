import type { Api } from '../api/api';
import { ItemsByPathAnswerSchema, PeriodListSchema } from '../api/domains/catalogue-reads';
import { logIgnored } from '../log-ignored';
import { PER_PAGE, pageRequest, readListPosition, type PerPageRule } from '../marketplace/list-address';
import {
  CATEGORY_TREE_KEY,
  categoryViewKey,
  manufacturersKey,
  productViewKeys,
  type ItemsKey,
  type ManufactoryAddress,
} from '../marketplace/manufactory-page';
import { manufacturerImage } from '../marketplace/cards';
import { readTagFilter } from '../marketplace/tag-filter';
import { PAYLOAD_LIMITS } from '../schemas/limits';
import { CategorySchema, ManufacturerSchema } from '../schemas/market';
import type { MarketplaceView } from '../marketplace/tabs';
import { listOf } from '../schemas/common';
import { lazySchema } from '../schemas/lazy-schema';
import {
  CoinPackSchema,
  ItemSchema,
  PackageSchema,
  PlanSchema,
  SubscriptionSchema,
  type Lot,
  type Period,
  type Subscription,
} from '../schemas/lot';
import { adoptPeriods } from '../product/periods';
import { EVERY_PLAN, offeredPlans, plans } from '../plans/plan-list';
import { subscriptionChunks } from '../marketplace/subscriptions';
import { z } from '../schemas/zod';
import { LOT_LIST_READS } from './lot-list-reads';
import { keyText, type KeyedQuery, type QueryState } from '../cache/keyed-query';
import { enabledPage, EVERY_COIN_PACK, lotCatalogue, type PageKey, type ProductKey } from './lot-stores';
import { lotWithoutItemBlocks } from '../lots/lot-without-item-blocks';
import { PRODUCT_LOT_TYPES, type ProductLotType } from '../lots/product-lots';
import {
  catalogue,
  MANUFACTORY_READS,
  type CategoriesKey,
  type CategoryItems,
  type ManufacturersKey,
} from './stores';

/*
 * A marketplace page rendered on the server (and a subscription's page, with its periods) comes
 * with the first answers its lists will ask for, so the lists are on screen without a request of
 * their own once their code is there. The server asks the API as the catalogue's stores would,
 * with the keys they are asked with, writes the answers into the page, and the page's island
 * adopts them into those stores before the lists first render.
 */

type Market = Pick<
  Api['market'],
  | 'coinsPackages'
  | 'packages'
  | 'plans'
  | 'subscriptions'
  | 'manufacturers'
  | 'categories'
  | 'items'
  | 'periods'
>;

/** What the page reads of a card: its picture. */
interface Card {
  readonly id: number;
  readonly image_url?: string | null;
}

/** A list's answer, as the page reads it for its first picture. */
interface Listed {
  readonly list: readonly Card[];
}

/** A page position: whole numbers, bounded like the address's. */
const PageKeySchema = lazySchema(() =>
  z.object({
    offset: z.int().check(z.nonnegative(), z.lte(1e12)),
    limit: z.int().check(z.positive(), z.lte(100)),
  }),
);
const PathSchema = lazySchema(() => z.string().check(z.maxLength(PAYLOAD_LIMITS.searchLength)));
const ManufacturerIdSchema = lazySchema(() => z.optional(z.int().check(z.positive())));

/** A product's schema by its type, as the market's reads validate it. */
const PRODUCT_SCHEMAS = {
  item: ItemSchema,
  package: PackageSchema,
  subscription: SubscriptionSchema,
} satisfies Record<ProductLotType, unknown>;

/** The periods' store as a list's: one answer, the whole list, for no key. */
const PERIODS = {
  adopt: (_key: null, answer: { list: Period[] }) => adoptPeriods(answer.list),
};

/**
 * Each list a page can come with: its store, the card it shows first when that card has a
 * picture, its key and its answer as the page carries them, and its request.
 */
const LISTS = {
  coinPacks: {
    query: () => catalogue.coinPacks,
    key: () => PageKeySchema,
    // A coin pack's card shows no picture, whatever the pack says it has.
    firstPictured: () => undefined,
    answer: () => listOf(CoinPackSchema),
    ask: (market: Market, key: PageKey) => market.coinsPackages.list(enabledPage(key)),
  },
  packages: {
    query: () => catalogue.packages,
    key: () => PageKeySchema,
    firstPictured: ({ list }: Listed) => list[0],
    answer: () => listOf(PackageSchema),
    ask: (market: Market, key: PageKey) => LOT_LIST_READS.packages(market, key),
  },
  limitedOffers: {
    query: () => catalogue.limitedOffers,
    key: () => PageKeySchema,
    firstPictured: ({ list }: Listed) => list[0],
    answer: () => listOf(PackageSchema),
    ask: (market: Market, key: PageKey) => LOT_LIST_READS.limitedOffers(market, key),
  },
  subscriptions: {
    query: () => catalogue.subscriptions,
    key: () => PageKeySchema,
    // The list shows its subscriptions in chunks, each sorted by its contents.
    firstPictured: ({ list }: Listed) => subscriptionChunks(list as readonly Subscription[])[0]?.[0],
    answer: () => listOf(SubscriptionSchema),
    ask: (market: Market, key: PageKey) => LOT_LIST_READS.subscriptions(market, key),
  },
  /** /AISubscription's plans: every one in one page. */
  plans: {
    query: () => plans,
    key: () => PageKeySchema,
    firstPictured: ({ list }: Listed) => list[0],
    // As the store keeps them: only the plans offered.
    answer: () => z.pipe(listOf(PlanSchema), z.transform(offeredPlans)),
    ask: async (market: Market, key: PageKey) => offeredPlans(await market.plans.list(enabledPage(key))),
  },
  manufacturers: {
    query: () => catalogue.manufacturers,
    firstPictured: ({ list }: Listed) => list.find((card) => manufacturerImage(card) !== null),
    key: () =>
      z.object({
        ...PageKeySchema.shape,
        search: z.string().check(z.maxLength(PAYLOAD_LIMITS.searchLength)),
      }),
    answer: () => listOf(ManufacturerSchema),
    ask: (market: Market, key: ManufacturersKey) => MANUFACTORY_READS.manufacturers(market, key),
  },
  categories: {
    query: () => catalogue.categories,
    firstPictured: ({ list }: Listed) => list[0],
    key: () => z.object({ virtual_path: PathSchema, manufacturer_id: ManufacturerIdSchema }),
    answer: () => listOf(CategorySchema),
    ask: (market: Market, key: CategoriesKey) => MANUFACTORY_READS.categories(market, key),
  },
  /** The whole tree beside the product view: no card of its own. */
  categoryTree: {
    query: () => catalogue.categoryTree,
    firstPictured: () => undefined,
    key: () => z.literal(CATEGORY_TREE_KEY),
    answer: () => listOf(CategorySchema),
    ask: (market: Market, key: typeof CATEGORY_TREE_KEY) => MANUFACTORY_READS.categoryTree(market, key),
  },
  items: {
    query: () => catalogue.items,
    firstPictured: ({ list }: Listed) => list[0],
    key: () =>
      z.object({
        ...PageKeySchema.shape,
        virtual_path: PathSchema,
        virtual_name: PathSchema,
        manufacturer_id: ManufacturerIdSchema,
        tags: z.optional(
          z
            .array(z.string().check(z.maxLength(PAYLOAD_LIMITS.tagTitleLength)))
            .check(z.maxLength(PAYLOAD_LIMITS.filterTags)),
        ),
        with_sub_categories: z.optional(z.boolean()),
      }),
    answer: () => ItemsByPathAnswerSchema,
    ask: (market: Market, key: ItemsKey) => MANUFACTORY_READS.items(market, key),
  },
  /** A product page's lot, for its footer and Buy now: one lot, with no card. */
  lot: {
    query: () => lotCatalogue.lots,
    firstPictured: () => undefined,
    key: () =>
      z.object({
        lotType: z.enum(PRODUCT_LOT_TYPES),
        lotId: z.int().check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER)),
      }),
    answer: ({ lotType }: ProductKey) => PRODUCT_SCHEMAS[lotType],
  },
  /** A subscription page's periods: every one, with no card. */
  periods: {
    query: () => PERIODS,
    firstPictured: () => undefined,
    key: () => z.null(),
    answer: () => PeriodListSchema,
    ask: (market: Market) => market.periods.list(),
  },
} satisfies Record<string, { firstPictured: (answer: Listed) => Card | undefined; [other: string]: unknown }>;

export type PageAnswerList = keyof typeof LISTS;

/** The lists a page asks the API for (a product page's lot is the one the page shows). */
type AskedList = Exclude<PageAnswerList, 'lot'>;

/**
 * The list each marketplace view shows, and the per-page rule it reads the address with (the
 * manufactory is a widget of its own, with none of these).
 */
const VIEW_LISTS: Partial<Record<MarketplaceView, { list: AskedList; rule: PerPageRule }>> = {
  'virtual-currency': { list: 'coinPacks', rule: PER_PAGE.marketplace },
  packages: { list: 'packages', rule: PER_PAGE.marketplace },
  limitedTimeOffers: { list: 'limitedOffers', rule: PER_PAGE.marketplace },
  subscriptions: { list: 'subscriptions', rule: PER_PAGE.subscriptions },
};

/** An answer as a page carries it: what was asked, with which key, and what came back. */
interface Answered<A> {
  readonly list: PageAnswerList;
  readonly key: unknown;
  readonly answer: A;
}

/** A list's first answer as a page carries it. */
export type PageAnswer = Answered<{ readonly list: readonly Card[]; readonly count: number }>;

/** A product page's lot as it carries it. */
export type LotPageAnswer = Answered<Lot>;

/**
 * How long a page waits for its list's answer. The API beside the site answers in a few
 * milliseconds; one slower than this is struggling, and the page goes out without the answer
 * rather than later (the list then asks, and shows its loading state meanwhile).
 */
const PAGE_ANSWER_WAIT_MS = 250;

/**
 * The answer a marketplace view's page comes with: its list's page at the address's position
 * (`?page=`, `?perPage=`, read as the list reads them). Null for a view without such a list, when
 * the API fails, or when it takes longer than `waitMs`: the list then asks for itself, and shows
 * its loading state and any failure as it always does.
 */
export function loadPageAnswer(
  market: Market,
  view: MarketplaceView,
  params: URLSearchParams,
  waitMs: number = PAGE_ANSWER_WAIT_MS,
): Promise<PageAnswer | null> {
  const shown = VIEW_LISTS[view];
  if (!shown) return Promise.resolve(null);
  return answerOf(market, shown.list, pageRequest(readListPosition(params, shown.rule)), waitMs);
}

/** The answer /AISubscription comes with: every plan, as its list asks for them. Null as above. */
export function loadPlansAnswer(
  market: Market,
  waitMs: number = PAGE_ANSWER_WAIT_MS,
): Promise<PageAnswer | null> {
  return answerOf(market, 'plans', EVERY_PLAN, waitMs);
}

/**
 * The answer the coin-pack slider's page comes with (the in-game view's /embed/coin-packs): every
 * enabled pack, as the slider asks for them. Null as above.
 */
export function loadCoinPacksAnswer(
  market: Market,
  waitMs: number = PAGE_ANSWER_WAIT_MS,
): Promise<PageAnswer | null> {
  return answerOf(market, 'coinPacks', EVERY_COIN_PACK, waitMs);
}

/**
 * The answer a subscription's page comes with: the periods its period box offers, so the box
 * shows them at once and does not move the price below it. Null as above.
 */
export function loadPeriodsAnswer(
  market: Market,
  waitMs: number = PAGE_ANSWER_WAIT_MS,
): Promise<PageAnswer | null> {
  return answerOf(market, 'periods', null, waitMs);
}

/**
 * The lot a product page comes with, made from the lot the page itself shows (asked for by the
 * same call as the footer's store asks, `fetchLot`), as that store keeps it: so the footer shows its
 * price and buttons with no request of its own, and the page asks the API nothing more for it.
 */
export function lotPageAnswer(lotType: ProductLotType, lot: Lot): LotPageAnswer {
  const key: ProductKey = { lotType, lotId: lot.id };
  return { list: 'lot', key, answer: lotWithoutItemBlocks(lot) };
}

/**
 * The answers a manufactory page comes with: the lists its view shows first, at the address's
 * position and tags (read as the view reads them), and the category tree beside a category or
 * product view. A product view's category with no items of its own also comes with its
 * sub-categories' items, which the view then shows. Each list that fails or is late is left out,
 * as above: the view asks for it itself. None for the All view, whose grid's columns follow the
 * window, which a server does not know.
 */
export async function loadManufactoryAnswers(
  market: Market,
  address: Extract<ManufactoryAddress, { ok: true }>,
  params: URLSearchParams,
  waitMs: number = PAGE_ANSWER_WAIT_MS,
): Promise<PageAnswer[]> {
  const position = readListPosition(params, PER_PAGE.marketplace);
  const { filter } = address;
  const tree = () => answerOf(market, 'categoryTree', CATEGORY_TREE_KEY, waitMs);
  const found = (answers: readonly (PageAnswer | null)[]) =>
    answers.filter((answer): answer is PageAnswer => answer !== null);
  switch (address.view) {
    case 'manufacturers':
      return found([await answerOf(market, 'manufacturers', manufacturersKey(position, ''), waitMs)]);
    case 'category':
      return found(
        await Promise.all([answerOf(market, 'categories', categoryViewKey(filter), waitMs), tree()]),
      );
    case 'product': {
      const keys = productViewKeys(filter, position, readTagFilter(params));
      const [items, subCategories, categoryTree] = await Promise.all([
        keys.items && answerOf(market, 'items', keys.items, waitMs),
        answerOf(market, 'categories', keys.subCategories, waitMs),
        tree(),
      ]);
      const underItems =
        items && keys.underItems && catalogue.items.stateOf(items.answer as CategoryItems).status === 'empty'
          ? await answerOf(market, 'items', keys.underItems, waitMs)
          : null;
      return found([items, subCategories, underItems, categoryTree]);
    }
    case 'all':
      return [];
  }
}

async function answerOf(
  market: Market,
  list: AskedList,
  key: unknown,
  waitMs: number,
): Promise<PageAnswer | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(resolve, waitMs, 'late')));
  // Each list's request takes its own key: the one its store is asked with.
  const ask = LISTS[list].ask as (market: Market, key: unknown) => Promise<PageAnswer['answer']>;
  try {
    const answer = await Promise.race([ask(market, key), late]);
    if (answer === 'late') {
      logIgnored(`the first answer of ${list} for the page, later than ${waitMs} ms`);
      return null;
    }
    return { list, key, answer };
  } catch (error) {
    logIgnored(`the first answer of ${list} for the page`, error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The picture of the card the list shows first: its largest paint, which the page can ask for
 * before the list's code is there (a preload). Null when that card has none (a coin pack, a lot
 * without one).
 */
export function pageAnswerImage({ list, answer }: PageAnswer): string | null {
  return LISTS[list].firstPictured(answer)?.image_url?.trim() || null;
}

/**
 * The answer as the text of a `<script type="application/json">`: `<` escaped, so no text in it
 * (a title with `</script>`) can end the element.
 */
export function pageAnswerText(answer: Answered<unknown>): string {
  return JSON.stringify(answer).replaceAll('<', '\\u003c');
}

const PageAnswerSchema = lazySchema(() =>
  z.object({
    list: z.enum(Object.keys(LISTS) as [PageAnswerList, ...PageAnswerList[]]),
    key: z.unknown(),
    answer: z.unknown(),
  }),
);

/**
 * Puts an answer the page came with into its list's store, fresh from now, validated as an answer
 * from the API is. Text that is not such an answer is ignored and logged: the list then asks the API.
 */
export function adoptPageAnswer(text: string | null): void {
  try {
    const { list, key, answer } = z.parse(PageAnswerSchema, JSON.parse(text ?? ''));
    const validKey = z.parse(LISTS[list].key() as z.ZodMiniType, key);
    // A lot's schema is its type's, which its key says; a list's is the list's.
    const schema = (LISTS[list].answer as (key: unknown) => z.ZodMiniType)(validKey);
    const valid = z.safeParse(schema, answer);
    if (!valid.success) throw valid.error;
    // Each store's key and answer types are its list's; the schemas above are that list's.
    (LISTS[list].query() as { adopt(key: unknown, value: unknown): void }).adopt(validKey, valid.data);
  } catch (error) {
    logIgnored('an answer the page came with', error);
  }
}

/**
 * The state a list's store would show from the answers a page came with, for a server drawing the
 * list's first screen before its island does: the answer for that store's key, loaded or empty as
 * the store would call it; undefined when the page came without it.
 */
export function pageAnswerState(
  answers: readonly PageAnswer[],
  query: unknown,
  key: unknown,
): QueryState<PageAnswer['answer']> | undefined {
  const found = answers.find(({ list, key: answered }) => {
    return LISTS[list].query() === query && keyText(answered) === keyText(key);
  });
  if (!found) return undefined;
  // Empty or loaded as the list's own store calls its answers.
  const store = LISTS[found.list].query() as KeyedQuery<unknown, PageAnswer['answer']>;
  return store.stateOf(found.answer);
}
