import swiperCss from 'swiper/css?inline';
import type { WidgetModule } from '../platform/widget-table';
import { ImageSlider } from './ImageSlider';
import type { ImageSliderProps } from './ImageSlider';
import css from './ImageSlider.css?inline';

export const widget = {
  component: ImageSlider,
  styles: [swiperCss, css],
} satisfies WidgetModule<ImageSliderProps>;
