import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImageSlider } from '../index';
import { sandboxApi } from '../stories/story-api';

const meta = {
  title: 'Widgets/rdc-image-slider',
  component: ImageSlider,
  args: { title: 'Aurora Falcon', moreInfoHref: '#tech-specification' },
  loaders: [sandboxApi],
} satisfies Meta<typeof ImageSlider>;
export default meta;

type Story = StoryObj<typeof meta>;

const gallery = (id: number) => [1, 2, 3, 4].map((n) => `/api/v1/media/gallery/${id}-${n}.svg`);

/** The sandbox's gallery images: coverflow, 1.4 in view, looping. */
export const Gallery: Story = { args: { images: gallery(1) } };
/** One image: no arrows, no loop. */
export const OneImage: Story = { args: { images: gallery(1).slice(0, 1) } };
/** An image that fails to load shows the placeholder. */
export const BrokenImage: Story = {
  args: { images: ['/api/v1/media/none/missing.png', ...gallery(2).slice(0, 2)] },
};
/** No images: the placeholder. */
export const NoImages: Story = { args: { images: [] } };
/** Without a More Info link. */
export const WithoutMoreInfo: Story = { args: { images: gallery(3), moreInfoHref: undefined } };
