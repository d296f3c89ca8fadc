import type { WidgetDocs } from '../platform/widget-table';
import type { ImageSliderProps } from './ImageSlider';

/** What custom-elements.json says of <rdc-image-slider> (read by the manifest; the element's chunk does not carry it). */
export const docs = {
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
} satisfies WidgetDocs<ImageSliderProps>;
