import type { Meta, StoryObj } from '@storybook/react-vite';
import { createReactWidget } from '../platform/react-widget';
import { FallbackImage } from './FallbackImage';
import listingCss from './Listing.css?inline';

const Image = createReactWidget('rdc-fallback-image-story', FallbackImage, [listingCss]);

const meta = { title: 'UI/FallbackImage', component: Image } satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A sandbox image (run the sandbox beside Storybook). */
export const Loaded: Story = {
  args: { src: '/api/v1/media/manufacturer/1.svg', alt: 'A lot', width: 160, height: 120 },
};
/** An address that fails: the placeholder image. */
export const Broken: Story = { args: { src: '/no-such-image.png', alt: 'Broken', width: 160, height: 120 } };
/** No image at all. */
export const Missing: Story = { args: { src: null, alt: 'Missing', width: 160, height: 120 } };
