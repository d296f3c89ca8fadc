import type { Api } from '../api/api';
import { logIgnored } from '../log-ignored';
import { PER_PAGE, pageRequest, readListPosition, type PerPageRule } from '../marketplace/list-address';
import type { MarketplaceView } from '../marketplace/tabs';
import { listOf } from '../schemas/common';
import {
  CoinPackSchema,
  PackageSchema,
  PlanSchema,
  SubscriptionSchema,
  type Subscription,
} from '../schemas/lot';
import { EVERY_PLAN, offeredPlans, plans } from '../plans/plan-list';
import { subscriptionChunks } from '../marketplace/subscriptions';
import { z } from '../schemas/zod';
import { limitedOffersRequest } from './limited-offers';
import { keyText, type QueryState } from '../cache/keyed-query';
import { enabledPage, isEmptyList, type PageKey } from './lot-stores';
import { catalogue } from './stores';

/*
 * A marketplace page rendered on the server comes with the first answer its list will ask for, so
 * the list is on screen without a request of its own once its code is there. The server asks the
 * API as the catalogue's store would, writes the answer into the page, and the page's island adopts
 * it into that store before the list first renders.
 */

type Market = Pick<Api['market'], 'coinsPackages' | 'packages' | 'plans' | 'subscriptions'>;

/** What the page reads of a card: its picture. */
interface Card {
  readonly id: number;
  readonly image_url?: string | null;
}

/**
 * Each list a marketplace view pages through: its store, the card it shows first when that card
 * has a picture, its per-page rule, its answer and its request.
 */
const LISTS = {
  coinPacks: {
    query: () => catalogue.coinPacks,
    // A coin pack's card shows no picture, whatever the pack says it has.
    firstPictured: () => undefined,
    answer: () => listOf(CoinPackSchema),
    ask: (market: Market, key: PageKey) => market.coinsPackages.list(enabledPage(key)),
  },
  packages: {
    query: () => catalogue.packages,
    firstPictured: (list: readonly Card[]) => list[0],
    answer: () => listOf(PackageSchema),
    ask: (market: Market, key: PageKey) => market.packages.list(enabledPage(key)),
  },
  limitedOffers: {
    query: () => catalogue.limitedOffers,
    firstPictured: (list: readonly Card[]) => list[0],
    answer: () => listOf(PackageSchema),
    ask: (market: Market, key: PageKey) => market.packages.list(limitedOffersRequest(key)),
  },
  subscriptions: {
    query: () => catalogue.subscriptions,
    // The list shows its subscriptions in chunks, each sorted by its contents.
    firstPictured: (list: readonly Card[]) => subscriptionChunks(list as readonly Subscription[])[0]?.[0],
    answer: () => listOf(SubscriptionSchema),
    ask: (market: Market, key: PageKey) => market.subscriptions.list(enabledPage(key)),
  },
  /** /AISubscription's plans: every one in one page. */
  plans: {
    query: () => plans,
    firstPictured: (list: readonly Card[]) => list[0],
    // As the store keeps them: only the plans offered.
    answer: () => z.pipe(listOf(PlanSchema), z.transform(offeredPlans)),
    ask: async (market: Market, key: PageKey) => offeredPlans(await market.plans.list(enabledPage(key))),
  },
} satisfies Record<
  string,
  { firstPictured: (list: readonly Card[]) => Card | undefined; [other: string]: unknown }
>;

export type PageAnswerList = keyof typeof LISTS;

/**
 * The list each marketplace view shows, and the per-page rule it reads the address with (the
 * manufactory is a widget of its own, with none of these).
 */
const VIEW_LISTS: Partial<Record<MarketplaceView, { list: PageAnswerList; rule: PerPageRule }>> = {
  'virtual-currency': { list: 'coinPacks', rule: PER_PAGE.marketplace },
  packages: { list: 'packages', rule: PER_PAGE.marketplace },
  limitedTimeOffers: { list: 'limitedOffers', rule: PER_PAGE.marketplace },
  subscriptions: { list: 'subscriptions', rule: PER_PAGE.subscriptions },
};

/** A list's first answer as a page carries it. */
export interface PageAnswer {
  readonly list: PageAnswerList;
  readonly key: PageKey;
  readonly answer: { readonly list: readonly Card[]; readonly count: number };
}

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

async function answerOf(
  market: Market,
  list: PageAnswerList,
  key: PageKey,
  waitMs: number,
): Promise<PageAnswer | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(resolve, waitMs, 'late')));
  try {
    const answer = await Promise.race([LISTS[list].ask(market, key), late]);
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
  return LISTS[list].firstPictured(answer.list)?.image_url?.trim() || null;
}

/**
 * The answer as the text of a `<script type="application/json">`: `<` escaped, so no text in it
 * (a title with `</script>`) can end the element.
 */
export function pageAnswerText(answer: PageAnswer): string {
  return JSON.stringify(answer).replaceAll('<', '\\u003c');
}

/** A page position: whole numbers, bounded like the address's. */
const PageKeySchema = z.object({
  offset: z.int().check(z.nonnegative(), z.lte(1e12)),
  limit: z.int().check(z.positive(), z.lte(100)),
});
const PageAnswerSchema = z.object({
  list: z.enum(Object.keys(LISTS) as [PageAnswerList, ...PageAnswerList[]]),
  key: PageKeySchema,
  answer: z.unknown(),
});

/**
 * Puts an answer the page came with into its list's store, fresh from now, validated as an answer
 * from the API is. Text that is not such an answer is ignored and logged: the list then asks the API.
 */
export function adoptPageAnswer(text: string | null): void {
  try {
    const { list, key, answer } = z.parse(PageAnswerSchema, JSON.parse(text ?? ''));
    const valid = z.safeParse(LISTS[list].answer(), answer);
    if (!valid.success) throw valid.error;
    // Each store's answer type is its list's; the schema above is that list's.
    (LISTS[list].query() as { adopt(key: PageKey, value: unknown): void }).adopt(key, valid.data);
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
  return isEmptyList(found.answer) ? { status: 'empty' } : { status: 'loaded', value: found.answer };
}
