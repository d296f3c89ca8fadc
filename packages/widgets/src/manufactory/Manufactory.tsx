import {
  catalogue,
  CATEGORY_TREE_KEY,
  categoryTitles,
  MANUFACTORY_TABS,
  manufactoryBreadcrumbs,
  manufactoryHref,
  navigate,
  NOT_FOUND_HREF,
  readManufactoryAddress,
  type ManufactoryFilter,
  type ManufactoryView,
  sitePath,
} from '@rdc/core';
import { useEffect, useMemo } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { MarketplaceTabs } from '../ui/MarketplaceTabs';
import { Status } from '../ui/Status';
import { useQueryState } from '../ui/useQueryState';
import { AllView, CategoryView, ManufacturersView, ProductView, TreePanel } from './views';

export interface ManufactoryProps {
  /** The view, the route's second segment: category, all or product; empty is the Manufacturers tab. */
  view?: string;
  /** The encoded filter of the `path` query parameter (category, manufacturerId, manufacturerTitle). */
  path?: string;
  /** Only the manufactory, without the marketplace tab bar (a partner page). */
  hideTabs?: boolean;
  /** Prefix of every link (an origin on a partner page); the page's own unless told. */
  siteBase?: string;
}

/** The product view belongs to the Category tab. */
const tabOf = (view: ManufactoryView): ManufactoryView => (view === 'product' ? 'category' : view);

/** The crumbs of a category path, with the categories' titles once every category is in (the tree's list, asked once). */
function ManufactoryCrumbs({ filter, siteBase }: { filter: ManufactoryFilter; siteBase: string }) {
  const { state } = useQueryState(catalogue.categoryTree, CATEGORY_TREE_KEY);
  const titles = useMemo(
    () => (state.status === 'loaded' ? categoryTitles(state.value.list) : undefined),
    [state],
  );
  return (
    <Breadcrumbs
      crumbs={manufactoryBreadcrumbs(filter, useLocale(), titles).map((crumb) => ({
        ...crumb,
        href: `${siteBase}${crumb.href}`,
      }))}
    />
  );
}

function ManufactoryTabs({
  view,
  filter,
  siteBase,
}: {
  view: ManufactoryView;
  filter: ManufactoryFilter;
  siteBase: string;
}) {
  const owner = { manufacturerId: filter.manufacturerId, manufacturerTitle: filter.manufacturerTitle };
  const locale = useLocale();
  return (
    <nav className="m-tabs" part="manufactory-tabs" aria-label={m.manufactory_tabs_label(locale)}>
      <ul className="m-tabs__list">
        {MANUFACTORY_TABS.map((tab) => (
          <li key={tab.view}>
            <a
              className="m-tabs__tab"
              href={sitePath(
                `${siteBase}${tab.view === 'category' ? manufactoryHref(tab.view, { ...owner, category: 'all' }) : manufactoryHref(tab.view)}`,
              )}
              aria-current={tab.view === tabOf(view) ? 'page' : undefined}
            >
              {tab.title(locale)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The manufactory (marketplace-content.md §2.1, §2.3): the tabs Manufacturers, Category and All;
 * the manufacturer, category and interleaved grids; the product view of one category with its
 * breadcrumbs and the category tree. An address whose view or `path` cannot be read goes to /404.
 */
export function Manufactory({ view = '', path = '', hideTabs = false, siteBase = '' }: ManufactoryProps) {
  const address = readManufactoryAddress(view, path === '' ? null : path);
  useEffect(() => {
    if (!address.ok) navigate(sitePath(`${siteBase}${NOT_FOUND_HREF}`));
  }, [address.ok, siteBase]);
  if (!address.ok) return <Status kind="no-item" />;

  const { filter } = address;
  const withTree = address.view === 'category' || address.view === 'product';
  return (
    <div className="manufactory" part="manufactory">
      {!hideTabs && <MarketplaceTabs active="manufactory" hrefBase={siteBase} />}
      <ManufactoryTabs view={address.view} filter={filter} siteBase={siteBase} />
      {withTree && <ManufactoryCrumbs filter={filter} siteBase={siteBase} />}
      <div className={withTree ? 'manufactory__body manufactory__body--with-tree' : 'manufactory__body'}>
        {withTree && (
          <div className="manufactory__tree">
            <TreePanel filter={filter} siteBase={siteBase} />
          </div>
        )}
        <div className="manufactory__main">
          {address.view === 'manufacturers' && <ManufacturersView siteBase={siteBase} />}
          {address.view === 'category' && <CategoryView filter={filter} siteBase={siteBase} />}
          {address.view === 'all' && <AllView siteBase={siteBase} />}
          {address.view === 'product' && (
            <ProductView key={filter.category} filter={filter} siteBase={siteBase} />
          )}
        </div>
      </div>
    </div>
  );
}
