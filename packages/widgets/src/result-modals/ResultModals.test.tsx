import {
  $errorModal,
  $purchaseModal,
  PurchaseResultSchema,
  openErrorModal,
  openPurchaseModal,
} from '@rdc/core';
import { PaymentAnswerSchema } from '@rdc/core/schemas';
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

  it('each product with its count, period and cost, then what the payment took, every amount written as money', async () => {
    const answer = PaymentAnswerSchema.parse({
      ...result,
      plan: [
        {
          product: { id: 3, title: 'AI Companion Plan', lot_type: 'plan' as const, price: { USD: 1499 } },
          count: 1,
          currency: 'RDC' as const,
          period_id: 4,
          period: { id: 4, length: 12 },
          total: 179880,
        },
      ],
      coin: [{ ...result.coin[0], total: 998 }],
      charged: { USD: 1498, RDC: 179880 },
      credited: 100000,
      balance: 2500050,
    });
    render(<ResultModals />);
    act(() => openPurchaseModal(answer));
    const modal = await screen.findByRole('dialog', { name: 'You Have Purchased' });
    const counts = [...modal.querySelectorAll('.purchased__count')].map((count) => count.textContent);
    expect(counts.map((text) => text?.replace(/\u00a0/g, ' '))).toEqual([
      '',
      '× 2 · $9.98',
      '12 months · RDC 1,798.80',
    ]);
    const paid = within(modal).getByLabelText('What you paid');
    const amountOf = (term: string) => within(paid).getByText(term).nextElementSibling;
    expect(amountOf('Charged to your card')).toHaveTextContent('$14.98');
    expect(amountOf('From your RDC balance')).toHaveTextContent('RDC 1,798.80');
    expect(amountOf('Added to your RDC balance')).toHaveTextContent('RDC 1,000.00');
    expect(amountOf('RDC balance now')).toHaveTextContent('RDC 25,000.50');
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
