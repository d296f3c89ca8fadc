import { PurchaseResultSchema, askConfirmation, openErrorModal, openPurchaseModal } from '@rdc/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { createReactWidget } from '../platform/react-widget';
import { ResultModals } from './ResultModals';

// No styles of its own: each modal is a part that brings its styles when it shows (usePartStyles).
const Modals = createReactWidget('rdc-result-modals-story', ResultModals, []);

const product = (id: number, title: string) => ({
  product: { id, title, description: '', lot_type: 'item', price: { USD: 100 } },
  count: 1,
});

function Showing({
  state,
}: {
  state: 'purchase' | 'error' | 'error-fallback' | 'confirm-address' | 'confirm-card';
}) {
  useEffect(() => {
    if (state === 'purchase') {
      openPurchaseModal(
        PurchaseResultSchema.parse({
          item: [
            product(1, 'Star Cruiser'),
            product(2, 'Mining Laser'),
            product(3, 'Cargo Pod'),
            product(4, 'Shield Mk II'),
          ],
        }),
      );
    }
    if (state === 'error') openErrorModal('Your visa card ending in 0002 was declined. Nothing was charged.');
    if (state === 'error-fallback') openErrorModal(null);
    if (state === 'confirm-address') void askConfirmation('deleteAddress');
    if (state === 'confirm-card') void askConfirmation('deleteCard');
  }, [state]);
  return <Modals />;
}

const meta = { title: 'UI/Result modals', component: Showing } satisfies Meta<typeof Showing>;
export default meta;

type Story = StoryObj<typeof meta>;

/** "You Have Purchased" with a slider of the products. */
export const Purchase: Story = { args: { state: 'purchase' } };
/** "Ooops... something wrong. Try one more time." with the server's text. */
export const PaymentError: Story = { args: { state: 'error' } };
/** The same with no server text: "Payment execution error". */
export const PaymentErrorFallback: Story = { args: { state: 'error-fallback' } };
/** "Do you want to delete the address?" Yes / No. */
export const DeleteAddress: Story = { args: { state: 'confirm-address' } };
/** "Do you want to delete a credit card?" YES / NO. */
export const DeleteCard: Story = { args: { state: 'confirm-card' } };
