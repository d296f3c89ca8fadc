import type { WidgetDocs } from '../platform/widget-table';
import type { MarketplaceProps } from './Marketplace';

/** What custom-elements.json says of <rdc-marketplace> (read by the manifest; the element's chunk does not carry it). */
export const docs = {
  summary:
    'The marketplace tabs: Virtual Currency (coin packs), Packages (with its extra block), Subscriptions (chunks of 5) and the limited time offers, each a paged grid with a per-page selector and a page navigator above and below; the page and per-page live in the address (?page=, ?perPage=). Loading shows skeletons; a coin or package list that fails shows "Technical work is underway", an empty one "Comming soon".',
  attributes: {
    tab: 'The view: virtual-currency, packages, subscriptions or limitedTimeOffers (manufactory links to the manufactory), any case; empty is the default tab. An unknown one shows NoItem.',
    hideTabs: 'Only the tab, without the tab bar: a partner page showing one tab alone.',
    siteBase:
      'Prefix of the tab and product links, e.g. https://store.example on a partner page. Default: same site.',
  },
  events: {
    'rdc-cart-change': 'A card added a lot or a coin pack to the cart.',
    'rdc-error': 'A list could not be loaded.',
  },
  parts: {
    marketplace: 'The whole block.',
    tabs: 'The tab bar.',
    tab: 'One tab link.',
    list: 'A paged list with its selector and navigators.',
    'per-page': 'The per-page selector.',
    pager: 'A page navigator.',
    grid: 'A card grid.',
    skeleton: 'A loading placeholder card.',
    card: 'A package or subscription card.',
    pack: 'A coin pack card.',
    prices: 'A card’s prices.',
    'add-to-cart': 'A card’s Add to Cart button.',
    buy: 'A coin pack’s Buy button.',
    chunk: 'A chunk of up to 5 subscriptions.',
    contents: 'A subscription’s count of items and packages.',
    extra: 'The Packages tab’s extra block.',
    status: 'The failure or empty notice.',
  },
} satisfies WidgetDocs<MarketplaceProps>;
