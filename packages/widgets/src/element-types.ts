import type { JSX as ReactJSX } from 'react';
import type { AuthProps } from './auth/Auth';
import type { BasketProps } from './basket/Basket';
import type { BuyNowProps } from './buy-now/BuyNow';
import type { BasketBadgeProps } from './basket-badge/BasketBadge';
import type { WidgetElement } from './platform/define-widget';
import type { RdcEvent, RdcEventDetailMap, RdcEventType } from './platform/events';
import type { ProductFooterProps } from './product-footer/ProductFooter';
import type { UserMenuProps } from './user-menu/UserMenu';

export type RdcBasketBadgeElement = WidgetElement<BasketBadgeProps>;
export type RdcCoinPacksElement = WidgetElement<object>;
export type RdcProductFooterElement = WidgetElement<ProductFooterProps>;
export type RdcUserMenuElement = WidgetElement<UserMenuProps>;
export type RdcAuthElement = WidgetElement<AuthProps>;
export type RdcBasketElement = WidgetElement<BasketProps>;
export type RdcBuyNowElement = WidgetElement<BuyNowProps>;

type RdcEventMap = { [K in RdcEventType]: RdcEvent<K> };

/** Attributes as written in JSX: kebab-case, values as text or the prop's type. */
type RdcJsxAttributes<A> = Partial<A> & ReactJSX.IntrinsicElements['div'] & {
  [K in RdcEventType as `on${K}`]?: (event: CustomEvent<RdcEventDetailMap[K]>) => void;
};

declare global {
  interface HTMLElementTagNameMap {
    'rdc-basket-badge': RdcBasketBadgeElement;
    'rdc-coin-packs': RdcCoinPacksElement;
    'rdc-product-footer': RdcProductFooterElement;
    'rdc-user-menu': RdcUserMenuElement;
    'rdc-auth': RdcAuthElement;
    'rdc-basket': RdcBasketElement;
    'rdc-buy-now': RdcBuyNowElement;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends RdcEventMap {}
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'rdc-basket-badge': RdcJsxAttributes<{ href: string }>;
      'rdc-coin-packs': RdcJsxAttributes<object>;
      'rdc-product-footer': RdcJsxAttributes<{ 'lot-id': number | string; 'lot-type': ProductFooterProps['lotType'] }>;
      'rdc-user-menu': RdcJsxAttributes<{ compact: boolean; 'settings-href': string }>;
      'rdc-auth': RdcJsxAttributes<{ 'terms-href': string; 'privacy-href': string }>;
      'rdc-basket': RdcJsxAttributes<{ 'product-base': string }>;
      'rdc-buy-now': RdcJsxAttributes<{ 'lot-id': number | string; 'lot-type': BuyNowProps['lotType'] }>;
    }
  }
}
