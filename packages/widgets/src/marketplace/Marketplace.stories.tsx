import type { Meta, StoryObj } from '@storybook/react-vite';
import { resetCatalogue } from '@rdc/core/testing';
import { Marketplace } from '../index';
import { cannedAnswers, sandboxApi } from '../stories/story-api';

const meta = { title: 'Widgets/rdc-marketplace', component: Marketplace } satisfies Meta<typeof Marketplace>;
export default meta;

type Story = StoryObj<typeof meta>;

const COINS = 'POST /market/coins_package/list';
const PACKAGES = 'POST /market/packages/list';
const SUBSCRIPTIONS = 'POST /market/subscription/list';
const FAILED = { status: 500, body: { code: 5002, message: 'database error' } };
const EMPTY = { status: 200, body: { count: 0, list: [] } };

/** Each story starts its lists from loading (the catalogue keeps answers 5 minutes). */
const live = () => {
  resetCatalogue();
  sandboxApi();
};
const canned = (answers: Parameters<typeof cannedAnswers>[0]) => () => {
  resetCatalogue();
  cannedAnswers(answers);
};

/** The sandbox's coin packs, 6 a page, with the navigator above and below. */
export const VirtualCurrency: Story = { args: { tab: 'virtual-currency' }, loaders: [live] };
/** 6 skeletons while the coin packs load. */
export const VirtualCurrencyLoading: Story = {
  args: { tab: 'virtual-currency' },
  loaders: [canned({ [COINS]: 'never' })],
};
/** 'Technical work is underway' (after the 10 retries at 100 ms). */
export const VirtualCurrencyFailure: Story = {
  args: { tab: 'virtual-currency' },
  loaders: [canned({ [COINS]: FAILED })],
};
/** 'Comming soon'. */
export const VirtualCurrencyEmpty: Story = {
  args: { tab: 'virtual-currency' },
  loaders: [canned({ [COINS]: EMPTY })],
};
/** The packages with the extra block. */
export const Packages: Story = { args: { tab: 'packages' }, loaders: [live] };
/** 5 skeletons. */
export const PackagesLoading: Story = {
  args: { tab: 'packages' },
  loaders: [canned({ [PACKAGES]: 'never' })],
};
export const PackagesFailure: Story = {
  args: { tab: 'packages' },
  loaders: [canned({ [PACKAGES]: FAILED })],
};
export const PackagesEmpty: Story = { args: { tab: 'packages' }, loaders: [canned({ [PACKAGES]: EMPTY })] };
/** Chunks of 5, sorted by items plus packages. */
export const Subscriptions: Story = { args: { tab: 'subscriptions' }, loaders: [live] };
/** 5 skeletons. */
export const SubscriptionsLoading: Story = {
  args: { tab: 'subscriptions' },
  loaders: [canned({ [SUBSCRIPTIONS]: 'never' })],
};
/** 'Error' with Retry. */
export const SubscriptionsFailure: Story = {
  args: { tab: 'subscriptions' },
  loaders: [canned({ [SUBSCRIPTIONS]: FAILED })],
};
/** 'NoItem'. */
export const SubscriptionsEmpty: Story = {
  args: { tab: 'subscriptions' },
  loaders: [canned({ [SUBSCRIPTIONS]: EMPTY })],
};
export const LimitedTimeOffers: Story = { args: { tab: 'limitedTimeOffers' }, loaders: [live] };
/** One tab alone, as a partner page shows it. */
export const PackagesAlone: Story = { args: { tab: 'packages', hideTabs: true }, loaders: [live] };
/** An unknown tab: NoItem. */
export const UnknownTab: Story = { args: { tab: 'weapons' }, loaders: [live] };
