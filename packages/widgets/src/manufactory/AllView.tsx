import { ALL_VIEW_KEYS, allViewColumns, catalogue, interleave, type QueryState } from '@rdc/core';
import type { Category, Manufacturer } from '@rdc/core/schemas';
import type { CSSProperties } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { usePartStyles } from '../platform/use-part-styles';
import { CardGrid } from '../ui/CardGrid';
import { ListState } from '../ui/ListState';
import { useQueryState } from '../ui/useQueryState';
import { CategoryCard, ManufacturerCard } from './cards';
import { useViewportWidth } from '../marketplace/use-viewport-width';
import { VIEW_STYLES } from './view-styles';

type Entry = { kind: 'manufacturer'; manufacturer: Manufacturer } | { kind: 'category'; category: Category };

/** The one state of two lists: loading or failed while either is, empty when both are. */
function both<A, B>(
  first: QueryState<{ list: A[] }>,
  second: QueryState<{ list: B[] }>,
): QueryState<{ first: A[]; second: B[] }> {
  for (const state of [first, second]) if (state.status === 'error') return state;
  if (first.status === 'loading' || second.status === 'loading') return { status: 'loading' };
  const a = first.status === 'loaded' ? first.value.list : [];
  const b = second.status === 'loaded' ? second.value.list : [];
  return a.length === 0 && b.length === 0
    ? { status: 'empty' }
    : { status: 'loaded', value: { first: a, second: b } };
}

/** Every manufacturer the view shows at once. */

/**
 * marketplace-content.md §2.3 "All view: manufacturer cards and category cards interleaved"; §9 "All view
 * block columns by width: 5 at 1470 px or wider, 3 from 1024 to 1469, 2 from 700 to 1023, 1 below 700."
 */
export function AllView({ siteBase }: { siteBase: string }) {
  usePartStyles(VIEW_STYLES);
  const manufacturers = useQueryState(catalogue.manufacturers, ALL_VIEW_KEYS.manufacturers);
  const categories = useQueryState(catalogue.categories, ALL_VIEW_KEYS.categories);
  const columns = allViewColumns(useViewportWidth());
  const label = m.manufactory_all(useLocale());
  const retry = () => {
    if (manufacturers.state.status === 'error') manufacturers.retry();
    if (categories.state.status === 'error') categories.retry();
  };
  return (
    <ListState list="all" state={both(manufacturers.state, categories.state)} label={label} onRetry={retry}>
      {({ first, second }) => (
        <div className="m-all" style={{ '--all-columns': columns } as CSSProperties} data-columns={columns}>
          <CardGrid<Entry>
            items={interleave<Entry, Entry>(
              first.map((manufacturer) => ({ kind: 'manufacturer', manufacturer })),
              second.map((category) => ({ kind: 'category', category })),
            )}
            itemKey={(entry) =>
              entry.kind === 'manufacturer' ? `m${entry.manufacturer.id}` : `c${entry.category.id}`
            }
            label={label}
            className="m-all__grid"
            renderItem={(entry) =>
              entry.kind === 'manufacturer' ? (
                <ManufacturerCard manufacturer={entry.manufacturer} siteBase={siteBase} kind="manufacturer" />
              ) : (
                <CategoryCard category={entry.category} owner={{}} siteBase={siteBase} kind="category" />
              )
            }
          />
        </div>
      )}
    </ListState>
  );
}
