import swiperCss from 'swiper/css?inline';
import addressesCss from '../addresses/Addresses.css?inline';
import authCss from '../auth/Auth.css?inline';
import buyNowCss from '../buy-now/BuyNow.css?inline';
import cardsCss from '../cards/Cards.css?inline';
import packCss from '../coin-packs/CoinPackSlider.css?inline';
import type { WidgetModule } from '../platform/widget-table';
import resultsCss from '../result-modals/ResultModals.css?inline';
import controlsCss from '../ui/Controls.css?inline';
import fieldCss from '../ui/Field.css?inline';
import modalCss from '../ui/Modal.css?inline';
import sliderCss from '../ui/Slider.css?inline';
import { Basket } from './Basket';
import type { BasketProps } from './Basket';
import css from './Basket.css?inline';

export const widget = {
  component: Basket,
  styles: [swiperCss, sliderCss, modalCss, fieldCss, controlsCss, authCss, cardsCss, addressesCss, resultsCss, buyNowCss, packCss, css],
} satisfies WidgetModule<BasketProps>;
