import {
  $errorModal,
  $purchaseModal,
  PurchaseResultSchema,
  openErrorModal,
  openPurchaseModal,
} from '@rdc/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultModals } from './ResultModals';

afterEach(() => {
  $purchaseModal.set(null);
  $errorModal.set(null);
});

const result = PurchaseResultSchema.parse({
  item: [
    {
      product: {
        id: 1,
        title: 'Star Cruiser',
        description: '',
        lot_type: 'item' as const,
        price: { USD: 500 },
        image_url: '/cruiser.png',
      },
      count: 1,
      currency: 'USD' as const,
    },
  ],
  package: [],
  subscription: [],
  coin: [
    {
      product: { id: 9, title: '500 RDC', description: '', lot_type: 'coin' as const, price: { USD: 499 } },
      count: 2,
      currency: 'USD' as const,
    },
  ],
  plan: [],
});

describe('result modals (accounts-cart-checkout.md §2 Modals, §4 Payment)', () => {
  it('"Purchase modal titled You Have Purchased: a slider of purchased products with image and title"', async () => {
    render(<ResultModals />);
    act(() => openPurchaseModal(result));
    const modal = await screen.findByRole('dialog', { name: 'You Have Purchased' });
    const products = within(modal).getAllByRole('listitem');
    expect(products.map((product) => product.querySelector('.purchased__title')?.textContent)).toEqual([
      'Star Cruiser',
      '500 RDC',
    ]);
    expect(products[0]?.querySelector('img')).toHaveAttribute('src', '/cruiser.png');
    expect(within(modal).getByRole('region', { name: 'Purchased products' })).toBeVisible();
  });

  it('"Closes on Escape, a click outside, or its close button"', async () => {
    render(<ResultModals />);
    act(() => openPurchaseModal(result));
    await screen.findByRole('dialog', { name: 'You Have Purchased' });
    await userEvent.keyboard('{Escape}');
    expect($purchaseModal.get()).toBeNull();
    act(() => openPurchaseModal(result));
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect($purchaseModal.get()).toBeNull();
    act(() => openPurchaseModal(result));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Error modal: text Ooops... something wrong. Try one more time., with an Error card that shows the server error text"', async () => {
    render(<ResultModals />);
    act(() => openErrorModal('Your card was declined.'));
    const modal = await screen.findByRole('dialog', { name: 'Ooops... something wrong. Try one more time.' });
    const card = within(modal).getByRole('alert');
    expect(card).toHaveTextContent('Error');
    expect(card).toHaveTextContent('Your card was declined.');
  });

  it('"or Payment execution error when none is given. Closing clears the error text."', async () => {
    render(<ResultModals />);
    act(() => openErrorModal(null));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment execution error');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect($errorModal.get()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('two widgets on one page show one modal', async () => {
    render(
      <>
        <ResultModals />
        <ResultModals />
      </>,
    );
    act(() => openErrorModal('x'));
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
  });
});
