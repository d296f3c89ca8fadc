import type { Meta, StoryObj } from '@storybook/react-vite';
import { $cartState } from '@rdc/core';
import { resetCatalogue } from '@rdc/core/testing';
import { ProductFooter } from '../index';
import { asDemoUser, asGuest, cannedAnswers, sandboxApi, withCartCount } from '../stories/story-api';

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
/** A subscription not yet in the cart: Add to Cart. */
export const Subscription: Story = {
  args: { lotType: 'subscription' },
  loaders: [sandboxApi, asGuest, () => withCartCount(0)],
};
/** The subscription is already in the cart (a subscription count stays 1): In Cart, disabled. */
export const SubscriptionInCart: Story = {
  args: { lotType: 'subscription' },
  loaders: [
    sandboxApi,
    asGuest,
    () =>
      $cartState.set({
        owner: 0,
        lines: [
          {
            id: 1,
            title: 'Cadet Subscription',
            lot_type: 'subscription',
            price: { USD: 499 },
            count: 1,
            selectCurrency: 'USD',
          } as never,
        ],
      }),
  ],
};
export const Loading: Story = { loaders: [() => cannedAnswers({ 'GET /market/items/1': 'never' })] };
/** A missing product: NoItem. */
export const Missing: Story = { args: { lotId: 999999 }, loaders: [sandboxApi] };
/** The API fails with a 500, not a 404 (after the 3 retries of the query defaults, about 7 s): 'Error'. */
export const Failure: Story = {
  loaders: [
    resetCatalogue,
    () =>
      cannedAnswers({
        'GET /market/items/1': { status: 500, body: { code: 5002, message: 'database error' } },
      }),
  ],
};
