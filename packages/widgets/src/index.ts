// React exports of the widgets. Importing this module registers no custom element.
import { auth } from './auth/Auth.element';
import { basket } from './basket/Basket.element';
import { basketBadge } from './basket-badge/BasketBadge.element';
import { buyNow } from './buy-now/BuyNow.element';
import { coinPacks } from './coin-packs/CoinPacks.element';
import { createReactWidget } from './platform/react-widget';
import { productFooter } from './product-footer/ProductFooter.element';
import { userMenu } from './user-menu/UserMenu.element';

/** Each widget renders in its own shadow root, as its custom element does, with the same styles and events. */
export const BasketBadge = createReactWidget(basketBadge.tag, basketBadge.component, basketBadge.styles);
export const CoinPacks = createReactWidget(coinPacks.tag, coinPacks.component, coinPacks.styles);
export const ProductFooter = createReactWidget(productFooter.tag, productFooter.component, productFooter.styles);
export const UserMenu = createReactWidget(userMenu.tag, userMenu.component, userMenu.styles);
export const Auth = createReactWidget(auth.tag, auth.component, auth.styles);
export const Basket = createReactWidget(basket.tag, basket.component, basket.styles);
export const BuyNow = createReactWidget(buyNow.tag, buyNow.component, buyNow.styles);

export type { BasketBadgeProps } from './basket-badge/BasketBadge';
export type { ProductFooterProps } from './product-footer/ProductFooter';
export type { UserMenuProps } from './user-menu/UserMenu';
export type { AuthProps } from './auth/Auth';
export type { BasketProps } from './basket/Basket';
export type { BuyNowProps } from './buy-now/BuyNow';
export { createWidgetElement } from './platform/define-widget';
export type { WidgetDefinition, WidgetElement } from './platform/define-widget';
export { RDC_EVENT_TYPES } from './platform/events';
export type { RdcEvent, RdcEventDetailMap, RdcEventType } from './platform/events';
export { configure } from './platform/registry';
export { Status } from './ui/Status';
export type { StatusKind, StatusProps } from './ui/Status';
export type * from './element-types';
