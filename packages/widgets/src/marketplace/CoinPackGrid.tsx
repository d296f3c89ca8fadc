import { catalogue, PER_PAGE, type QueryState } from '@rdc/core';
import { CoinPackCard } from '../coin-packs/CoinPackCard';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { CardGrid } from '../ui/CardGrid';
import { PagedList, type ListPage } from '../ui/PagedList';
import { useAddToCart } from './use-add-to-cart';

/**
 * Virtual Currency (marketplace-content.md §2.2): the enabled coin packs as a paged grid, 6, 12 or 18 a page
 * (default 6).
 */
export function CoinPackGrid({ onState }: { onState: (state: QueryState<ListPage<unknown>>) => void }) {
  const { addCoinPack } = useAddToCart();
  const label = m.marketplace_coin_packs(useLocale());
  return (
    <PagedList
      list="coins"
      label={label}
      rule={PER_PAGE.marketplace}
      query={catalogue.coinPacks}
      keyOf={(page) => page}
      onState={onState}
    >
      {(packs) => (
        <CardGrid
          label={label}
          className="card-grid--sixes packs__grid"
          items={packs}
          itemKey={(pack) => pack.id}
          renderItem={(pack) => <CoinPackCard pack={pack} onBuy={addCoinPack} />}
        />
      )}
    </PagedList>
  );
}
