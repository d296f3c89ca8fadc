import type { Meta, StoryObj } from '@storybook/react-vite';
import { createReactWidget } from '../platform/react-widget';
import listingCss from './Listing.css?inline';
import { MarketplaceTabs } from './MarketplaceTabs';

const Tabs = createReactWidget('rdc-marketplace-tabs-story', MarketplaceTabs, [listingCss]);

const meta = { title: 'UI/MarketplaceTabs', component: Tabs } satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const VirtualCurrency: Story = { args: { active: 'virtual-currency' } };
export const Manufactory: Story = { args: { active: 'manufactory' } };
/** Limited time offers is a view, not a tab: none is current. */
export const LimitedTimeOffers: Story = { args: { active: 'limitedTimeOffers' } };
