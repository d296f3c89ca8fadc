import type { Meta, StoryObj } from '@storybook/react-vite';
import { CoinPacks } from '../index';
import { cannedAnswers, sandboxApi } from '../stories/story-api';

const meta = { title: 'Widgets/rdc-coin-packs', component: CoinPacks } satisfies Meta<typeof CoinPacks>;
export default meta;

type Story = StoryObj<typeof meta>;

const LIST = 'POST /market/coins_package/list';

/** The sandbox's coin packs: 8 packs, two slides. */
export const Loaded: Story = { loaders: [sandboxApi] };
/** 6 skeletons while the list loads. */
export const Loading: Story = { loaders: [() => cannedAnswers({ [LIST]: 'never' })] };
/** 'Coin not found'. */
export const Empty: Story = {
  loaders: [() => cannedAnswers({ [LIST]: { status: 200, body: { count: 0, list: [] } } })],
};
/** 'Technical work is underway'. */
export const Failure: Story = {
  loaders: [
    () => cannedAnswers({ [LIST]: { status: 500, body: { code: 5002, message: 'database error' } } }),
  ],
};
