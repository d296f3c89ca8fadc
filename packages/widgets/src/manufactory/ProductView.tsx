import {
  catalogue,
  filterByTags,
  ownerOf,
  pageCount,
  PER_PAGE,
  productViewKeys,
  tagsOf,
  type ItemsKey,
  type ManufactoryFilter,
} from '@rdc/core';
import { useEffect, useState, type ReactNode } from 'react';
import { usePartStyles } from '../platform/use-part-styles';
import { CardGrid } from '../ui/CardGrid';
import { ListState } from '../ui/ListState';
import { PageNavigator } from '../ui/PageNavigator';
import { PerPageSelect } from '../ui/PerPageSelect';
import { Status } from '../ui/Status';
import { useListPosition, type AddressListPosition } from '../ui/useListPosition';
import { useQueryState } from '../ui/useQueryState';
import { CategoryCard, ItemCard } from './cards';
import { TagFilter } from './TagFilter';
import { VIEW_STYLES } from './view-styles';

export interface ViewProps {
  filter: ManufactoryFilter;
  siteBase: string;
}

/**
 * marketplace-content.md §2.3 "Product view: item cards for the chosen category, a filter by tags, a
 * sub-category list shown when no items exist, and pagination at top and bottom. With no items and no
 * sub-categories a 'NoItem' state shows."
 */
export function ProductView({ filter, siteBase }: ViewProps) {
  usePartStyles(VIEW_STYLES);
  const address = useListPosition(PER_PAGE.marketplace);
  const keys = productViewKeys(filter, address.position);
  const subCategories = useQueryState(catalogue.categories, keys.subCategories);
  const subCategoryList = (
    <ListState
      list="categories"
      state={subCategories.state}
      label="Sub-categories"
      onRetry={subCategories.retry}
    >
      {(answer) => (
        <CardGrid
          items={answer.list}
          itemKey={(category) => category.id}
          label="Sub-categories"
          renderItem={(category) => (
            <CategoryCard category={category} owner={ownerOf(filter)} siteBase={siteBase} />
          )}
        />
      )}
    </ListState>
  );
  // "neither": 'NoItem'.
  const orSubCategories =
    subCategories.state.status === 'empty' ? <Status kind="no-item" /> : subCategoryList;
  // The default category (`all`) has no items of its own: its list is the top-level categories.
  if (keys.items === null) return orSubCategories;
  return (
    <CategoryItems itemsKey={keys.items} address={address} siteBase={siteBase} whenEmpty={orSubCategories} />
  );
}

interface CategoryItemsProps {
  itemsKey: ItemsKey;
  address: AddressListPosition;
  siteBase: string;
  /** What shows when the category has no items. */
  whenEmpty: ReactNode;
}

function CategoryItems({ itemsKey, address, siteBase, whenEmpty }: CategoryItemsProps) {
  const { position, setPage, setPerPage, hrefOf, clampTo } = address;
  const { state, retry } = useQueryState(catalogue.items, itemsKey);
  const [selectedTags, setSelectedTags] = useState<number[]>([]);

  useEffect(() => {
    if (state.status === 'loaded') clampTo(state.value.count);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  if (state.status === 'empty') return <>{whenEmpty}</>;
  if (state.status !== 'loaded') {
    return (
      <ListState list="products" state={state} label="Items" onRetry={retry}>
        {() => null}
      </ListState>
    );
  }

  const pages = pageCount(state.value.count, position.perPage);
  const navigator = (where: string) => (
    <PageNavigator
      page={position.page}
      pageCount={pages}
      onPage={setPage}
      hrefOf={hrefOf}
      label={`Items pages, ${where} the list`}
    />
  );
  const shown = filterByTags(state.value.list, selectedTags);
  return (
    <>
      <div className="list-toolbar">
        <TagFilter tags={tagsOf(state.value.list)} selected={selectedTags} onChange={setSelectedTags} />
        <PerPageSelect
          options={PER_PAGE.marketplace.options}
          value={position.perPage}
          onChange={setPerPage}
        />
      </div>
      {navigator('above')}
      {shown.length === 0 ? (
        <Status kind="no-item" />
      ) : (
        <CardGrid
          items={shown}
          itemKey={(item) => item.id}
          label="Items"
          renderItem={(item) => <ItemCard item={item} siteBase={siteBase} />}
        />
      )}
      {navigator('below')}
    </>
  );
}
