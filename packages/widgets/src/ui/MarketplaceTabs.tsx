import { MARKETPLACE_NAVIGATION, marketplaceHref, type MarketplaceView, sitePath } from '@rdc/core';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';

export interface MarketplaceTabsProps {
  /** The view shown; its tab is marked current (none for a view that is not a tab). */
  active: MarketplaceView | null;
  /** Prefix of the tab links (an origin for a partner page); the page's own origin unless told. */
  hrefBase?: string;
}

/**
 * The marketplace tab bar (marketplace-content.md §2.2): Virtual Currency, Packages, Manufactory,
 * Subscriptions, then Limited Offers, each a link to its route, the active one with
 * aria-current="page". The bar wraps, so every tab reads whole on a phone.
 */
export function MarketplaceTabs({ active, hrefBase = '' }: MarketplaceTabsProps) {
  const locale = useLocale();
  return (
    <nav className="market-tabs" part="tabs" aria-label={m.ui_marketplace_tabs_label(locale)}>
      <ul className="market-tabs__list">
        {MARKETPLACE_NAVIGATION.map((tab) => (
          <li key={tab.slug}>
            <a
              className="market-tabs__tab"
              part="tab"
              href={sitePath(`${hrefBase}${marketplaceHref(tab.slug)}`)}
              aria-current={tab.slug === active ? 'page' : undefined}
            >
              {tab.title(locale)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
