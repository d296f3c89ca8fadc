import type { Meta, StoryObj } from '@storybook/react-vite';
import { createReactWidget } from '../platform/react-widget';
import listingCss from './Listing.css?inline';
import { ListState, type ListStateProps } from './ListState';

const State = createReactWidget(
  'rdc-list-state-story',
  (props: Omit<ListStateProps<string[]>, 'children'>) => (
    <ListState {...props}>{(names) => <p>{names.join(', ')}</p>}</ListState>
  ),
  [listingCss],
);

const meta = { title: 'UI/ListState', component: State } satisfies Meta<typeof State>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CoinsLoading: Story = {
  args: { list: 'coins', label: 'Coin packs', state: { status: 'loading' } },
};
export const PackagesLoading: Story = {
  args: { list: 'packages', label: 'Packages', state: { status: 'loading' } },
};
export const ManufacturersLoading: Story = {
  args: { list: 'manufacturers', label: 'Manufacturers', state: { status: 'loading' } },
};
/** 'Technical work is underway'. */
export const CoinsFailed: Story = {
  args: { list: 'coins', label: 'Coin packs', state: { status: 'error', message: 'down' } },
};
/** 'Comming soon'. */
export const PackagesEmpty: Story = {
  args: { list: 'packages', label: 'Packages', state: { status: 'empty' } },
};
/** 'Error' with Retry. */
export const SubscriptionsFailed: Story = {
  args: {
    list: 'subscriptions',
    label: 'Subscriptions',
    state: { status: 'error', message: 'down' },
    onRetry: () => undefined,
  },
};
/** 'NoItem'. */
export const ProductsEmpty: Story = {
  args: { list: 'products', label: 'Items', state: { status: 'empty' } },
};
/** 'Error' raised as 'Response is empty'. */
export const ManufacturersEmpty: Story = {
  args: { list: 'manufacturers', label: 'Manufacturers', state: { status: 'empty' } },
};
export const Loaded: Story = {
  args: { list: 'coins', label: 'Coin packs', state: { status: 'loaded', value: ['100 RDC', '500 RDC'] } },
};
