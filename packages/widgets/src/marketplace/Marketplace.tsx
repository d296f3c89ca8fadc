import { marketplaceHref, matchMarketplaceView, type QueryState, sitePath } from '@rdc/core';
import { useCallback } from 'react';
import * as m from '../generated/messages';
import { useEmit } from '../platform/events';
import { useLocale } from '../platform/use-locale';
import { MarketplaceTabs } from '../ui/MarketplaceTabs';
import type { ListPage } from '../ui/PagedList';
import { Status } from '../ui/Status';
import { CoinPackGrid } from './CoinPackGrid';
import { PackageGrid } from './PackageGrid';
import { PackagesExtra } from './PackagesExtra';
import { SubscriptionList } from './SubscriptionList';

export interface MarketplaceProps {
  /**
   * The view: virtual-currency, packages, subscriptions, limitedTimeOffers or manufactory, matched
   * case-insensitively and ignoring surrounding spaces; empty is the default tab.
   */
  tab?: string;
  /** Only the tab's content, without the tab bar (a partner page showing one tab alone). */
  hideTabs?: boolean;
  /** Prefix of the tab and product links (an origin on a partner page); the page's own unless told. */
  siteBase?: string;
}

/**
 * The marketplace (marketplace-content.md §2.2, §2.5): the tab bar, then the Virtual Currency grid,
 * the Packages grid with its extra block, the Subscriptions list or the limited time offers, each
 * paged with the page and per-page in the address.
 */
export function Marketplace({ tab = '', hideTabs = false, siteBase = '' }: MarketplaceProps) {
  const view = matchMarketplaceView(tab);
  const emit = useEmit();
  const locale = useLocale();
  const report = useCallback(
    (state: QueryState<ListPage<unknown>>) => {
      if (state.status === 'error') emit('rdc-error', { source: 'rdc-marketplace', message: state.message });
    },
    [emit],
  );

  if (view === null) return <Status kind="no-item" />;
  return (
    <div className="marketplace" part="marketplace">
      {!hideTabs && <MarketplaceTabs active={view} hrefBase={siteBase} />}
      {view === 'virtual-currency' && <CoinPackGrid onState={report} />}
      {view === 'packages' && (
        <>
          <PackageGrid offers="packages" siteBase={siteBase} onState={report} />
          <PackagesExtra siteBase={siteBase} />
        </>
      )}
      {view === 'subscriptions' && <SubscriptionList siteBase={siteBase} onState={report} />}
      {view === 'limitedTimeOffers' && <PackageGrid offers="limited" siteBase={siteBase} onState={report} />}
      {view === 'manufactory' && (
        // The manufactory is a widget of its own (rdc-manufactory) with its own routes.
        <p className="marketplace__elsewhere">
          <a href={sitePath(`${siteBase}${marketplaceHref('manufactory')}`)}>
            {m.marketplace_manufactory_link(locale)}
          </a>
        </p>
      )}
    </div>
  );
}
