import { catalogue, PER_PAGE, type QueryState } from '@rdc/core';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { CardGrid } from '../ui/CardGrid';
import { isFirstScreen } from '../ui/FallbackImage';
import { PagedList, type ListPage } from '../ui/PagedList';
import { LotCard } from './LotCard';
import { useAddToCart } from './use-add-to-cart';
import { useOfferCountdown } from './use-offer-countdown';

export interface PackageGridProps {
  /** Packages, or the limited time offers (time-limited packages). */
  offers: 'packages' | 'limited';
  siteBase: string;
  onState: (state: QueryState<ListPage<unknown>>) => void;
}

/**
 * Packages (marketplace-content.md §2.2), or the limited time offers: a paged grid of package cards, 6, 12 or
 * 18 a page; an offer's card shows its countdown, fetched alongside the list's first page.
 */
export function PackageGrid({ offers, siteBase, onState }: PackageGridProps) {
  const { canAdd, addLot } = useAddToCart();
  const limited = offers === 'limited';
  const OfferCountdown = useOfferCountdown(limited);
  const locale = useLocale();
  const label = limited ? m.marketplace_limited(locale) : m.marketplace_packages(locale);
  return (
    <PagedList
      list="packages"
      label={label}
      rule={PER_PAGE.marketplace}
      query={limited ? catalogue.limitedOffers : catalogue.packages}
      keyOf={(page) => page}
      onState={onState}
    >
      {(packages) => (
        <CardGrid
          label={label}
          className="card-grid--sixes"
          items={packages}
          itemKey={(lot) => lot.id}
          renderItem={(lot, index) => (
            <LotCard
              lot={lot}
              siteBase={siteBase}
              canAdd={canAdd(lot)}
              onAdd={addLot}
              priority={isFirstScreen(index)}
            >
              {limited && (
                <div className="lot-card__offer-end">
                  {OfferCountdown && <OfferCountdown end={lot.time_limited} />}
                </div>
              )}
            </LotCard>
          )}
        />
      )}
    </PagedList>
  );
}
