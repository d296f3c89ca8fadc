import {
  catalogue,
  ownerOf,
  pageCount,
  PER_PAGE,
  productViewKeys,
  type ItemsKey,
  type ManufactoryFilter,
} from '@rdc/core';
import { useEffect, type ReactNode } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { usePartStyles } from '../platform/use-part-styles';
import { CardGrid } from '../ui/CardGrid';
import { ListState } from '../ui/ListState';
import { BetweenPagers } from '../ui/BetweenPagers';
import { PerPageSelect } from '../ui/PerPageSelect';
import { Status } from '../ui/Status';
import { useListPosition, type AddressListPosition } from '../ui/useListPosition';
import { useQueryState } from '../ui/useQueryState';
import { CategoryCard, ItemCard } from './cards';
import { TagFilter } from './TagFilter';
import { useTagFilter } from './useTagFilter';
import { VIEW_STYLES } from './view-styles';

export interface ViewProps {
  filter: ManufactoryFilter;
  siteBase: string;
}

/**
 * marketplace-content.md §2.3 "Product view: item cards for the chosen category, a filter by tags, a
 * sub-category list shown when no items exist, and pagination at top and bottom. With no items and no
 * sub-categories a 'NoItem' state shows." A category with no items of its own shows, below its
 * sub-categories, the items of all of them together. The tag filter is the server's, over the whole category.
 */
export function ProductView({ filter, siteBase }: ViewProps) {
  usePartStyles(VIEW_STYLES);
  const locale = useLocale();
  const address = useListPosition(PER_PAGE.marketplace);
  const tags = useTagFilter(() => address.setPage(0));
  const keys = productViewKeys(filter, address.position, tags.chosen);
  const subCategories = useQueryState(catalogue.categories, keys.subCategories);
  const subCategoryList = (
    <ListState
      list="categories"
      state={subCategories.state}
      label={m.manufactory_sub_categories(locale)}
      onRetry={subCategories.retry}
    >
      {(answer) => (
        <CardGrid
          items={answer.list}
          itemKey={(category) => category.id}
          label={m.manufactory_sub_categories(locale)}
          renderItem={(category) => (
            <CategoryCard category={category} owner={ownerOf(filter)} siteBase={siteBase} />
          )}
        />
      )}
    </ListState>
  );
  // The default category (`all`) has no items of its own: its list is the top-level categories.
  if (keys.items === null || keys.underItems === null)
    return subCategories.state.status === 'empty' ? <Status kind="no-item" /> : subCategoryList;
  const itemsOf = (itemsKey: ItemsKey, label: string, whenEmpty: ReactNode) => (
    <CategoryItems
      itemsKey={itemsKey}
      label={label}
      address={address}
      tags={tags}
      siteBase={siteBase}
      whenEmpty={whenEmpty}
    />
  );
  // No items of its own: its sub-categories, then their items together; "neither": 'NoItem'.
  const underCategories =
    subCategories.state.status === 'empty' ? (
      <Status kind="no-item" />
    ) : (
      <>
        {subCategoryList}
        {itemsOf(keys.underItems, m.manufactory_sub_category_items(locale), null)}
      </>
    );
  return itemsOf(keys.items, m.manufactory_items(locale), underCategories);
}

interface CategoryItemsProps {
  itemsKey: ItemsKey;
  /** The grid's name, and its pagers' ("Items pages, above the list"). */
  label: string;
  address: AddressListPosition;
  tags: ReturnType<typeof useTagFilter>;
  siteBase: string;
  /** What shows when the list has no items at all. */
  whenEmpty: ReactNode;
}

function CategoryItems({ itemsKey, label, address, tags, siteBase, whenEmpty }: CategoryItemsProps) {
  const { position, setPerPage, clampTo } = address;
  const { state, retry } = useQueryState(catalogue.items, itemsKey);
  const locale = useLocale();

  useEffect(() => {
    if (state.status === 'loaded') clampTo(state.value.count);
  }, [state, clampTo]);

  if (state.status === 'empty') return <>{whenEmpty}</>;
  if (state.status !== 'loaded') {
    return (
      <ListState list="products" state={state} label={label} onRetry={retry}>
        {() => null}
      </ListState>
    );
  }

  const pages = pageCount(state.value.count, position.perPage);
  const clear = () => tags.choose([]);
  return (
    <section className="m-items" aria-label={label}>
      <div className="list-toolbar">
        <TagFilter tags={state.value.tags} chosen={tags.chosen} onChange={tags.choose} />
        <PerPageSelect
          options={PER_PAGE.marketplace.options}
          value={position.perPage}
          onChange={setPerPage}
        />
      </div>
      {state.value.list.length === 0 ? (
        <Status kind="no-item" title={m.manufactory_no_tag_match(locale)}>
          <button type="button" className="rdc-button" onClick={clear}>
            {m.manufactory_no_tag_match_clear(locale)}
          </button>
        </Status>
      ) : (
        <BetweenPagers address={address} pageCount={pages} label={label}>
          <CardGrid
            items={state.value.list}
            itemKey={(item) => item.id}
            label={label}
            className="card-grid--sixes"
            renderItem={(item) => <ItemCard item={item} siteBase={siteBase} />}
          />
        </BetweenPagers>
      )}
    </section>
  );
}
