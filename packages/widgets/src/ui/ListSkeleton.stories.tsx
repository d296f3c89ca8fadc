import type { Meta, StoryObj } from '@storybook/react-vite';
import { createReactWidget } from '../platform/react-widget';
import listingCss from './Listing.css?inline';
import { ListSkeleton } from './ListSkeleton';

const Skeleton = createReactWidget('rdc-list-skeleton-story', ListSkeleton, [listingCss]);

const meta = { title: 'UI/ListSkeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The manufacturers', categories' and all view's 15. */
export const Fifteen: Story = { args: { count: 15, label: 'Manufacturers' } };
/** The coin packs' and products' 6. */
export const Six: Story = { args: { count: 6, label: 'Coin packs' } };
/** The packages' and subscriptions' 5. */
export const Five: Story = { args: { count: 5, label: 'Packages' } };
