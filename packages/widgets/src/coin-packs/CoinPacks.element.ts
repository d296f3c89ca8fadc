import swiperCss from 'swiper/css?inline';
import type { WidgetModule } from '../platform/widget-table';
import sliderCss from '../ui/Slider.css?inline';
import { CoinPacks } from './CoinPacks';
import packCss from './CoinPackSlider.css?inline';
import css from './CoinPacks.css?inline';

export const widget = {
  component: CoinPacks,
  styles: [swiperCss, sliderCss, packCss, css],
  docs: {
    summary:
      'The coin-pack slider, 6 packs per slide: RDC amount, USD price, the -20% badge and Buy, which adds the pack to the cart. Loading shows 6 skeletons, an empty list "Coin not found", a failure "Technical work is underway".',
    attributes: {},
    events: {
      'rdc-cart-change': 'Buy added a pack to the cart.',
      'rdc-error': 'The coin packs could not be loaded.',
    },
    parts: {
      packs: 'The whole block.',
      slider: 'The slider.',
      pack: 'One coin pack card.',
      skeleton: 'A loading placeholder card.',
      sale: 'The -20% badge.',
      amount: 'The RDC amount.',
      price: 'The USD price.',
      buy: 'The Buy button.',
      previous: 'The previous-slide button.',
      next: 'The next-slide button.',
      bullets: 'The slide bullets.',
      status: 'The empty or failure notice.',
    },
  },
} satisfies WidgetModule<object>;
