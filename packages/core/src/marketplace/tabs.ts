import * as m from '../generated/messages';
import type { Locale } from '../locale/locale';

/**
 * marketplace-content.md §2.2: "The tab is matched from the url case-insensitively and ignoring
 * surrounding spaces. Tabs: Virtual Currency, Packages, Manufactory, Subscriptions."
 * marketplace-content.md §2.1: /marketplace/limitedTimeOffers is a marketplace view too ("a default tab in
 * one reading of the marketplace configuration"); it is reachable by its address but not one of the four
 * tabs.
 */
export const MARKETPLACE_TABS = [
  { slug: 'virtual-currency', title: m.marketplace_tab_virtual_currency },
  { slug: 'packages', title: m.marketplace_tab_packages },
  { slug: 'manufactory', title: m.marketplace_tab_manufactory },
  { slug: 'subscriptions', title: m.marketplace_tab_subscriptions },
] as const;

export type MarketplaceTab = (typeof MARKETPLACE_TABS)[number]['slug'];
export type MarketplaceView = MarketplaceTab | 'limitedTimeOffers';

/** "/marketplace/virtual-currency | Virtual Currency tab; the default marketplace tab in the header configuration". */
export const DEFAULT_MARKETPLACE_TAB: MarketplaceTab = 'virtual-currency';

const VIEWS: readonly MarketplaceView[] = [...MARKETPLACE_TABS.map((tab) => tab.slug), 'limitedTimeOffers'];

/**
 * The view an address segment names: '' or a missing segment is the default tab (/marketplace),
 * an unknown one is null (the page answers 404).
 */
export function matchMarketplaceView(segment: string | null | undefined): MarketplaceView | null {
  const wanted = (segment ?? '').trim().toLowerCase();
  if (wanted === '') return DEFAULT_MARKETPLACE_TAB;
  return VIEWS.find((view) => view.toLowerCase() === wanted) ?? null;
}

/** The address of a marketplace view. */
export const marketplaceHref = (view: MarketplaceView): string => `/marketplace/${view}`;

/**
 * The marketplace's navigation: the four tabs, then the limited time offers, a view of its own that
 * the spec names (marketplace-content.md §2.1) but does not make a tab, so a player can reach it.
 */
export const MARKETPLACE_NAVIGATION: readonly { slug: MarketplaceView; title: (locale: Locale) => string }[] =
  [...MARKETPLACE_TABS, { slug: 'limitedTimeOffers', title: m.marketplace_tab_limited_offers }];

export type MarketplaceAddress =
  { kind: 'view'; view: MarketplaceView } | { kind: 'moved'; href: string } | { kind: 'not-found' };

/**
 * What /marketplace/{segment} answers: its view when the segment is the view's own spelling,
 * a move to that spelling for another ("matched from the url case-insensitively and ignoring
 * surrounding spaces", so one view has one address), or not found.
 */
export function readMarketplaceAddress(segment: string | null | undefined): MarketplaceAddress {
  const view = matchMarketplaceView(segment);
  if (view === null) return { kind: 'not-found' };
  return segment === view ? { kind: 'view', view } : { kind: 'moved', href: marketplaceHref(view) };
}

/**
 * The marketplace view an address shows, for the tab bar's current tab: /marketplace is the default
 * tab, /marketplace/manufactory/… (the manufactory's category and product views) is the manufactory;
 * a product page (/marketplace/product/…) and any path outside /marketplace show none.
 */
export function marketplaceViewOfPath(pathname: string): MarketplaceView | null {
  const segments = pathname.split('/');
  if (segments[1]?.toLowerCase() !== 'marketplace') return null;
  const segment = segments[2];
  if (segment?.trim().toLowerCase() === 'product') return null;
  return matchMarketplaceView(segment);
}
