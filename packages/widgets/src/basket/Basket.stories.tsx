import { $cartState, CartProductSchema } from '@rdc/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { createReactWidget } from '../platform/react-widget';
import { widget as basket } from './Basket.element';

// The widget in its shadow root, with its real styles, against the API Storybook proxies (the sandbox).
const BasketWidget = createReactWidget('rdc-basket', basket.component, basket.styles);

const LINES = [
  {
    id: 1,
    title: 'Star Cruiser',
    description: '',
    lot_type: 'item' as const,
    price: { USD: 129900, RDC: 1299000 },
    count: 1,
    selectCurrency: 'USD' as const,
  },
  {
    id: 7,
    title: 'Pilot Pass',
    description: '',
    lot_type: 'subscription' as const,
    price: { USD: 999, RDC: 9990 },
    count: 1,
    selectCurrency: 'RDC' as const,
  },
].map((line) => CartProductSchema.parse(line));

function BasketWith({ lines }: { lines: 'empty' | 'filled' }) {
  useEffect(() => {
    $cartState.set({ owner: 0, lines: lines === 'filled' ? LINES : [] });
  }, [lines]);
  return <BasketWidget />;
}

const meta = { title: 'Widgets/rdc-basket', component: BasketWith } satisfies Meta<typeof BasketWith>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Step 1 with nothing in it: "Your cart is empty.", Continue disabled. */
export const Empty: Story = { args: { lines: 'empty' } };
/** A visitor's cart: an item and a subscription (its plus disabled); Continue opens the sign-in block. */
export const GuestCart: Story = { args: { lines: 'filled' } };
