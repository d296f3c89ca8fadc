import swiperCss from 'swiper/css?inline';
import type { WidgetModule } from '../platform/widget-table';
import sliderCss from '../ui/Slider.css?inline';
import { CoinPacks } from './CoinPacks';
import packCss from './CoinPackSlider.css?inline';
import css from './CoinPacks.css?inline';

export const widget = {
  component: CoinPacks,
  styles: [swiperCss, sliderCss, packCss, css],
} satisfies WidgetModule<object>;
