import { openBuyNow } from '@rdc/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { createReactWidget } from '../platform/react-widget';
import { widget as buyNow } from './BuyNow.element';

const BuyNowWidget = createReactWidget('rdc-buy-now', buyNow.component, buyNow.styles);

function BuyNowOpen({ lotType }: { lotType: 'item' | 'subscription' }) {
  useEffect(() => {
    openBuyNow({
      id: 1,
      title: lotType === 'item' ? 'Star Cruiser' : 'Pilot Pass',
      lot_type: lotType,
      price: { USD: 4999, RDC: 49990 },
    });
  }, [lotType]);
  return <BuyNowWidget />;
}

const meta = { title: 'Widgets/rdc-buy-now', component: BuyNowOpen } satisfies Meta<typeof BuyNowOpen>;
export default meta;

type Story = StoryObj<typeof meta>;

/** One item: for a visitor, the sign-in prompt; signed in, the saved cards and Place order. */
export const Item: Story = { args: { lotType: 'item' } };
/** A subscription: adding a card shows "Required For Subscriptions". */
export const Subscription: Story = { args: { lotType: 'subscription' } };
