import packCss from '../coin-packs/CoinPackSlider.css?inline';
import type { WidgetModule } from '../platform/widget-table';
import listingCss from '../ui/Listing.css?inline';
import { Marketplace, type MarketplaceProps } from './Marketplace';
import css from './Marketplace.css?inline';

export const widget = {
  component: Marketplace,
  styles: [listingCss, packCss, css],
} satisfies WidgetModule<MarketplaceProps>;
