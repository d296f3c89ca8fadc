import packCss from '../coin-packs/CoinPackSlider.css?inline';
import type { WidgetModule } from '../platform/widget-table';
import listingCss from '../ui/Listing.css?inline';
import { Marketplace, type MarketplaceProps } from './Marketplace';
import css from './Marketplace.css?inline';
import { subscriptionSlotsCss } from './subscription-slots-css';

export const widget = {
  component: Marketplace,
  styles: [listingCss, packCss, css, subscriptionSlotsCss],
} satisfies WidgetModule<MarketplaceProps>;
