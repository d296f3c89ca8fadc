import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createReactWidget } from '../platform/react-widget';
import listingCss from './Listing.css?inline';
import { PerPageSelect } from './PerPageSelect';

function Choice({ options }: { options: readonly number[] }) {
  const [value, setValue] = useState(options[0] ?? 0);
  return <PerPageSelect options={options} value={value} onChange={setValue} />;
}
const Selector = createReactWidget('rdc-per-page-story', Choice, [listingCss]);

const meta = { title: 'UI/PerPageSelect', component: Selector } satisfies Meta<typeof Selector>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Coin packs and packages: 6, 12, 18. */
export const Marketplace: Story = { args: { options: [6, 12, 18] } };
/** Subscriptions: 5, 10, 15. */
export const Subscriptions: Story = { args: { options: [5, 10, 15] } };
