/**
 * The widget table: one row per widget, its tag, how its module loads (a chunk of its own in the
 * partner bundle) and the props that are attributes. The React exports (index.ts), the elements
 * (elements.ts), the partner autoloader (cdn/rdc-widgets.ts), custom-elements.json, the size
 * budgets (.size-limit.mjs reads the manifest) and the element and JSX types (element-types.ts)
 * are all made from it: adding a widget is adding a row.
 */
import { loadWidget, widgetRow } from './platform/widget-table';

export const WIDGETS = [
  widgetRow({
    tag: 'rdc-basket-badge',
    load: () => import('./basket-badge/BasketBadge.element'),
    props: { href: 'string' },
  }),
  widgetRow({ tag: 'rdc-coin-packs', load: () => import('./coin-packs/CoinPacks.element'), props: {} }),
  widgetRow({
    tag: 'rdc-product-footer',
    load: () => import('./product-footer/ProductFooter.element'),
    props: { lotId: 'number', lotType: 'string' },
  }),
  widgetRow({
    tag: 'rdc-user-menu',
    load: () => import('./user-menu/UserMenu.element'),
    props: { compact: 'boolean', settingsHref: 'string' },
  }),
  widgetRow({
    tag: 'rdc-auth',
    load: () => import('./auth/Auth.element'),
    props: { termsHref: 'string', privacyHref: 'string' },
  }),
  widgetRow({
    tag: 'rdc-basket',
    load: () => import('./basket/Basket.element'),
    props: { productBase: 'string' },
  }),
  widgetRow({
    tag: 'rdc-buy-now',
    load: () => import('./buy-now/BuyNow.element'),
    props: { lotId: 'number', lotType: 'string' },
  }),
  widgetRow({
    tag: 'rdc-marketplace',
    load: () => import('./marketplace/Marketplace.element'),
    props: { tab: 'string', hideTabs: 'boolean', siteBase: 'string' },
  }),
  widgetRow({ tag: 'rdc-search', load: () => import('./search/Search.element'), props: { label: 'string' } }),
  widgetRow({
    tag: 'rdc-manufactory',
    load: () => import('./manufactory/Manufactory.element'),
    props: { view: 'string', path: 'string', hideTabs: 'boolean', siteBase: 'string' },
  }),
  widgetRow({
    tag: 'rdc-image-slider',
    load: () => import('./image-slider/ImageSlider.element'),
    props: { images: 'json', title: 'string', moreInfoHref: 'string' },
  }),
  widgetRow({
    tag: 'rdc-detail-tabs',
    load: () => import('./detail-tabs/DetailTabs.element'),
    props: { data: 'json' },
  }),
  widgetRow({
    tag: 'rdc-spec-table',
    load: () => import('./spec-table/SpecTable.element'),
    props: { spec: 'json' },
  }),
  widgetRow({
    tag: 'rdc-side-list',
    load: () => import('./side-list/SideList.element'),
    props: { packageId: 'number', items: 'json', slug: 'string' },
  }),
  widgetRow({
    tag: 'rdc-countdown',
    load: () => import('./countdown/Countdown.element'),
    props: { end: 'string' },
  }),
  widgetRow({
    tag: 'rdc-subscription-periods',
    load: () => import('./periods/SubscriptionPeriods.element'),
    props: { lotId: 'number', usd: 'number' },
  }),
  widgetRow({
    tag: 'rdc-comments',
    load: () => import('./comments/Comments.element'),
    props: { postId: 'number' },
  }),
  widgetRow({
    tag: 'rdc-notifications',
    load: () => import('./notifications/Notifications.element'),
    props: {},
  }),
  widgetRow({ tag: 'rdc-settings', load: () => import('./settings/Settings.element'), props: {} }),
  widgetRow({
    tag: 'rdc-orders',
    load: () => import('./orders/Orders.element'),
    props: { marketplaceHref: 'string', hideSignIn: 'boolean' },
  }),
  widgetRow({ tag: 'rdc-plans', load: () => import('./plans/Plans.element'), props: {} }),
];

export type WidgetTableRow = (typeof WIDGETS)[number];
export type WidgetTag = WidgetTableRow['tag'];

/** A widget's whole definition, by tag (its module loaded). */
export function loadWidgetOf<Tag extends WidgetTag>(tag: Tag) {
  const row = WIDGETS.find(
    (candidate): candidate is Extract<WidgetTableRow, { tag: Tag }> => candidate.tag === tag,
  );
  if (!row) throw new Error(`no widget <${tag}>`);
  return loadWidget(row);
}
