import { catalogue, PER_PAGE, subscriptionChunks, subscriptionSlots, type QueryState } from '@rdc/core';
import { PagedList, type ListPage } from '../ui/PagedList';
import { LotCard } from './LotCard';
import { useAddToCart } from './use-add-to-cart';
import { useViewportWidth } from './use-viewport-width';

/** "items" or "item", "packages" or "package". */
const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * Subscriptions (marketplace-content.md §2.5, §9): enabled subscriptions, 5, 10 or 15 a page (default 5), in
 * chunks of 5 sorted by their count of items plus packages; card n of a chunk takes slot n of the width's
 * slots as its relative width.
 */
export function SubscriptionList({
  siteBase,
  onState,
}: {
  siteBase: string;
  onState: (state: QueryState<ListPage<unknown>>) => void;
}) {
  const { canAdd, addLot } = useAddToCart();
  const slots = subscriptionSlots(useViewportWidth());
  return (
    <PagedList
      list="subscriptions"
      label="Subscriptions"
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
            aria-label={`Subscriptions, group ${index + 1}`}
          >
            {chunk.map((subscription, slot) => (
              <li key={subscription.id} className="sub-chunk__cell" data-slot={slots[slot]}>
                <LotCard lot={subscription} siteBase={siteBase} canAdd={canAdd(subscription)} onAdd={addLot}>
                  <p className="lot-card__contents" part="contents">
                    {counted(subscription.lot_items.length, 'item')} ·{' '}
                    {counted(subscription.lot_packages.length, 'package')}
                    {subscription.period && ` · every ${counted(subscription.period.length, 'month')}`}
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
