import type { Meta, StoryObj } from '@storybook/react-vite';
import { $cartState } from '@rdc/core';
import { resetPlans } from '@rdc/core/testing';
import { Plans } from '../index';
import { asDemoUser, asGuest, cannedAnswers, sandboxApi } from '../stories/story-api';

const meta = { title: 'Widgets/rdc-plans', component: Plans } satisfies Meta<typeof Plans>;
export default meta;

type Story = StoryObj<typeof meta>;

const LIST = 'POST /market/plan/list';
const fresh = () => {
  resetPlans();
  $cartState.set({ owner: 0, lines: [] });
};

/** The sandbox's two plans, each at its first period, for a guest: Add to Cart only. */
export const Loaded: Story = { loaders: [fresh, sandboxApi, asGuest] };
/** Logged in as demo: Buy now beside Add to Cart. */
export const LoggedIn: Story = { loaders: [fresh, sandboxApi, asDemoUser] };
/** 5 skeletons while the plans load. */
export const Loading: Story = { loaders: [fresh, () => cannedAnswers({ [LIST]: 'never' })] };
/** 'NoItem'. */
export const Empty: Story = {
  loaders: [fresh, () => cannedAnswers({ [LIST]: { status: 200, body: { count: 0, list: [] } } })],
};
/** 'Error' with Retry. */
export const Failure: Story = {
  loaders: [
    fresh,
    () => cannedAnswers({ [LIST]: { status: 500, body: { code: 5002, message: 'database error' } } }),
  ],
};
