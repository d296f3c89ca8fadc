import { catalogue, formatUnits, PER_PAGE, subscriptionChunks, type QueryState } from '@rdc/core';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { isFirstScreen } from '../ui/FallbackImage';
import { PagedList, type ListPage } from '../ui/PagedList';
import { LotCard } from './LotCard';
import { useAddToCart } from './use-add-to-cart';

/**
 * Subscriptions (marketplace-content.md §2.5, §9): enabled subscriptions, 5, 10 or 15 a page (default 5), in
 * chunks of 5 sorted by their count of items plus packages; card n of a chunk takes slot n of the width's
 * slots as its relative width (subscription-slots-css.ts).
 */
export function SubscriptionList({
  siteBase,
  onState,
}: {
  siteBase: string;
  onState: (state: QueryState<ListPage<unknown>>) => void;
}) {
  const { canAdd, addLot } = useAddToCart();
  const locale = useLocale();
  const label = m.marketplace_subscriptions(locale);
  return (
    <PagedList
      list="subscriptions"
      label={label}
      rule={PER_PAGE.subscriptions}
      query={catalogue.subscriptions}
      keyOf={(page) => page}
      onState={onState}
    >
      {(subscriptions) =>
        subscriptionChunks(subscriptions).map((chunk, index) => (
          <ul
            key={chunk.map((subscription) => subscription.id).join('-')}
            className="sub-chunk"
            part="chunk"
            aria-label={m.marketplace_subscription_group(locale, { number: index + 1 })}
          >
            {chunk.map((subscription, slot) => (
              <li key={subscription.id} className="sub-chunk__cell">
                <LotCard
                  lot={subscription}
                  siteBase={siteBase}
                  canAdd={canAdd(subscription)}
                  onAdd={addLot}
                  priority={index === 0 && isFirstScreen(slot)}
                >
                  <p className="lot-card__contents" part="contents">
                    {m.marketplace_item_count(locale, { count: subscription.lot_items.length })} ·{' '}
                    {m.marketplace_package_count(locale, { count: subscription.lot_packages.length })}
                    {subscription.period &&
                      ` · ${m.marketplace_every(locale, {
                        months: subscription.period.length,
                        period: formatUnits(subscription.period.length, 'month', locale),
                      })}`}
                  </p>
                </LotCard>
              </li>
            ))}
          </ul>
        ))
      }
    </PagedList>
  );
}
