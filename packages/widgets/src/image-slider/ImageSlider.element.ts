import swiperCss from 'swiper/css?inline';
import type { WidgetModule } from '../platform/widget-table';
import { ImageSlider } from './ImageSlider';
import type { ImageSliderProps } from './ImageSlider';
import css from './ImageSlider.css?inline';

export const widget = {
  component: ImageSlider,
  styles: [swiperCss, css],
  docs: {
    summary:
      "A product's image slider: coverflow, 1.4 slides in view, looping, depth 300; 'Download image' saves the current slide, an image that fails to load shows the placeholder, and 'More Info' links on.",
    attributes: {
      images: 'The image addresses, as a JSON array.',
      title: 'What the images show, for their text alternatives.',
      moreInfoHref: "Where 'More Info' goes; no link without it.",
    },
    events: {},
    parts: {
      gallery: 'The whole slider.',
      previous: 'The previous-image button.',
      next: 'The next-image button.',
      download: "The 'Download image' button.",
      'more-info': "The 'More Info' link.",
    },
  },
} satisfies WidgetModule<ImageSliderProps>;
