import swiperCss from 'swiper/css?inline';
import addressesCss from '../addresses/Addresses.css?inline';
import authCss from '../auth/Auth.css?inline';
import cardsCss from '../cards/Cards.css?inline';
import type { WidgetModule } from '../platform/widget-table';
import resultsCss from '../result-modals/ResultModals.css?inline';
import controlsCss from '../ui/Controls.css?inline';
import fieldCss from '../ui/Field.css?inline';
import modalCss from '../ui/Modal.css?inline';
import sliderCss from '../ui/Slider.css?inline';
import { BuyNow } from './BuyNow';
import type { BuyNowProps } from './BuyNow';
import css from './BuyNow.css?inline';

export const widget = {
  component: BuyNow,
  styles: [swiperCss, sliderCss, modalCss, fieldCss, controlsCss, authCss, cardsCss, addressesCss, resultsCss, css],
} satisfies WidgetModule<BuyNowProps>;
