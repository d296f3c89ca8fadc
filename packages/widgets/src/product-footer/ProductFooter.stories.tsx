import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductFooter } from '../index';
import { asDemoUser, asGuest, cannedAnswers, sandboxApi } from '../stories/story-api';

const meta = {
  title: 'Widgets/rdc-product-footer',
  component: ProductFooter,
  args: { lotId: 1, lotType: 'item' },
  argTypes: { lotType: { control: 'inline-radio', options: ['item', 'package', 'subscription'] } },
} satisfies Meta<typeof ProductFooter>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A visitor: prices, the item teaser and Add to Cart; no Buy now. */
export const ItemGuest: Story = { loaders: [sandboxApi, asGuest] };
/** Logged in: Buy now too. */
export const ItemLoggedIn: Story = { loaders: [sandboxApi, asDemoUser] };
export const Package: Story = { args: { lotType: 'package' }, loaders: [sandboxApi, asGuest] };
export const Subscription: Story = { args: { lotType: 'subscription' }, loaders: [sandboxApi, asGuest] };
export const Loading: Story = { loaders: [() => cannedAnswers({ 'GET /market/items/1': 'never' })] };
/** A missing product: NoItem. */
export const Missing: Story = { args: { lotId: 999999 }, loaders: [sandboxApi] };
