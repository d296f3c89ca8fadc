// React exports of the widgets. Importing this module registers no custom element.
import { createReactWidget, lazyReactWidget } from './platform/react-widget';
import { reactExportName } from './platform/widget-table';
import type { PropsOf, ReactExportName, WidgetModule } from './platform/widget-table';
import type { WidgetTableRow, WidgetTag } from './widgets';
import { loadWidgetOf, WIDGETS } from './widgets';
import type { ComponentType } from 'react';

type ReactExports = { [R in WidgetTableRow as ReactExportName<R['tag']>]: ComponentType<PropsOf<R>> };

/** One React export per row, named after its tag (rdc-basket-badge → BasketBadge). */
const REACT_EXPORTS = Object.fromEntries(
  WIDGETS.map((row) => [
    reactExportName(row.tag),
    lazyReactWidget(row.tag, () => row.load().then(({ widget }) => widget)),
  ]),
) as ReactExports;

/**
 * Each widget renders in its own shadow root, as its custom element does, with the same styles
 * and events. (ES modules name their exports one by one; the row's type checks each name.)
 */
export const {
  BasketBadge,
  CoinPacks,
  ProductFooter,
  UserMenu,
  Auth,
  Basket,
  BuyNow,
  Marketplace,
  Search,
  Manufactory,
  ImageSlider,
  DetailTabs,
  SpecTable,
  SideList,
  Countdown,
  SubscriptionPeriods,
  Comments,
  Notifications,
  Settings,
  Orders,
  Plans,
} = REACT_EXPORTS;

/**
 * A widget's React export with its module loaded first: it renders its content in its first
 * commit, with no empty frame before it. For a host that drew the widget's first screen on its
 * server (`@rdc/widgets/server`), so that the widget replaces that screen with the same at once.
 */
export async function loadReactWidget<Tag extends WidgetTag>(
  tag: Tag,
): Promise<ComponentType<PropsOf<Extract<WidgetTableRow, { tag: Tag }>>>> {
  const { component, styles } = await loadWidgetOf(tag);
  return createReactWidget(
    tag,
    component as ComponentType<PropsOf<Extract<WidgetTableRow, { tag: Tag }>>>,
    styles,
  );
}

/**
 * Fetches the code of the parts a widget shows with these props (a view of its own), so that its
 * React export renders them in its first commit: an island taking over a first screen drawn on a
 * server. Nothing for a widget without such parts.
 */
export async function loadWidgetParts<Tag extends WidgetTag>(
  tag: Tag,
  props: PropsOf<Extract<WidgetTableRow, { tag: Tag }>>,
): Promise<void> {
  const { parts } = (await loadWidgetOf(tag)) as WidgetModule<typeof props>;
  await parts?.load(props);
}

export type { BasketBadgeProps } from './basket-badge/BasketBadge';
export type { ProductFooterProps } from './product-footer/ProductFooter';
export type { UserMenuProps } from './user-menu/UserMenu';
export type { AuthProps } from './auth/Auth';
export type { BasketProps } from './basket/Basket';
export type { BuyNowProps } from './buy-now/BuyNow';
export type { MarketplaceProps } from './marketplace/Marketplace';
export type { SearchProps } from './search/Search';
export type { ManufactoryProps } from './manufactory/Manufactory';
export type { ImageSliderProps } from './image-slider/ImageSlider';
export type { DetailTabsProps } from './detail-tabs/DetailTabs';
export type { SpecTableProps } from './spec-table/SpecTable';
export type { SideListProps } from './side-list/SideList';
export type { CountdownProps } from './countdown/Countdown';
export type { SubscriptionPeriodsProps } from './periods/SubscriptionPeriods';
export type { CommentsProps } from './comments/Comments';
export type { OrdersProps } from './orders/Orders';
export { createWidgetElement } from './platform/define-widget';
export type { WidgetDefinition, WidgetElement } from './platform/define-widget';
export { RDC_EVENT_TYPES } from './platform/events';
export type { RdcEvent, RdcEventDetailMap, RdcEventType, RdcGameMessage } from './platform/events';
export { configure } from './platform/registry';
export { Status } from './ui/Status';
export type { StatusKind, StatusProps } from './ui/Status';
export type * from './element-types';
