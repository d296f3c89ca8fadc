import type { Meta, StoryObj } from '@storybook/react-vite';
import { $cartState } from '@rdc/core';
import { resetPeriods } from '@rdc/core/testing';
import { SubscriptionPeriods } from '../index';
import { cannedAnswers, sandboxApi } from '../stories/story-api';

const meta = {
  title: 'Widgets/rdc-subscription-periods',
  component: SubscriptionPeriods,
  args: { lotId: 2, usd: 999 },
} satisfies Meta<typeof SubscriptionPeriods>;
export default meta;

type Story = StoryObj<typeof meta>;

const LIST = 'POST /market/period/list';
const fresh = () => {
  resetPeriods();
  $cartState.set({ owner: 0, lines: [] });
};

/** The sandbox's periods (1, 3, 6, 12 months), the first chosen. */
export const Loaded: Story = { loaders: [fresh, sandboxApi] };
/** While the periods load. */
export const Loading: Story = { loaders: [fresh, () => cannedAnswers({ [LIST]: 'never' })] };
/** 'Error loading periods'. */
export const Failure: Story = {
  loaders: [
    fresh,
    () => cannedAnswers({ [LIST]: { status: 500, body: { code: 5002, message: 'database error' } } }),
  ],
};
/** The subscription is already in the cart. */
export const AlreadyInCart: Story = {
  loaders: [
    fresh,
    sandboxApi,
    () =>
      $cartState.set({
        owner: 0,
        lines: [
          {
            id: 2,
            title: 'Pilot Subscription',
            lot_type: 'subscription',
            price: { USD: 999 },
            count: 1,
            selectCurrency: 'USD',
          } as never,
        ],
      }),
  ],
};
