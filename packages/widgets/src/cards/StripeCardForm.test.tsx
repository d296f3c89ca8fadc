// The Stripe add-card flow against the real sandbox, in-process: with no Stripe.js on the page the
// sandbox stand-in plays the provider (its own fields, its vault), and the card joins the list.
import { $cards, configureStripe, login, ProviderMessages } from '@rdc/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withSandbox } from '../../test/sandbox';
import { ResultModals } from '../result-modals/ResultModals';
import { AddCardModal } from './AddCardModal';
import { SavedCards } from './SavedCards';

const harness = withSandbox();
const expiryYear = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');

beforeEach(async () => {
  await login({ alias: 'demo', password: 'demo1234' }, 'en');
});
afterEach(() => configureStripe(null));

async function openStripeForm() {
  render(
    <>
      <SavedCards />
      <AddCardModal />
      <ResultModals />
    </>,
  );
  await userEvent.click(await screen.findByRole('button', { name: '+ ADD NEW' }));
  await userEvent.click(await screen.findByRole('radio', { name: 'Stripe' }));
  return screen.findByRole('group', { name: 'Card (Stripe sandbox)' });
}

describe('Stripe add card against the sandbox (accounts-cart-checkout.md §5 "The stripe form requires only a cardholder name; number, expiry and security code are validated by the provider\'s own fields")', () => {
  it("without Stripe.js the provider's fields show, labelled, apart from the cardholder name", async () => {
    const provider = await openStripeForm();
    expect(within(provider).getByLabelText('Card number')).toHaveValue('');
    expect(within(provider).getByLabelText('Expiry (MM / YY)')).toHaveValue('');
    expect(within(provider).getByLabelText('Security code')).toHaveValue('');
    expect(within(provider).queryByLabelText('Cardholder name')).toBeNull();
    expect(screen.getByLabelText('Cardholder name')).toHaveValue('');
  });

  it('the provider, not the card form, judges number, expiry and security code; nothing is sent until they pass', async () => {
    const provider = await openStripeForm();
    await userEvent.type(screen.getByLabelText('Cardholder name'), 'Jane Doe');
    await userEvent.type(within(provider).getByLabelText('Card number'), '4242 4242 4242 4241');
    await userEvent.type(within(provider).getByLabelText('Expiry (MM / YY)'), '1/2');
    await userEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect(within(provider).getByText(ProviderMessages.numberInvalid('en'))).toBeVisible();
    expect(within(provider).getByText(ProviderMessages.expiryIncomplete('en'))).toBeVisible();
    expect(within(provider).getByText(ProviderMessages.securityCodeIncomplete('en'))).toBeVisible();
    expect(within(provider).getByLabelText('Card number')).toHaveFocus();
    expect(harness.calls.filter((call) => call.includes('stripe'))).toEqual([]);
  });

  it('a card added through Stripe joins the saved cards', async () => {
    const provider = await openStripeForm();
    const before = $cards.get().length;
    await userEvent.type(screen.getByLabelText('Cardholder name'), 'Jane Doe');
    await userEvent.type(within(provider).getByLabelText('Card number'), '5555 5555 5555 4444');
    await userEvent.type(within(provider).getByLabelText('Expiry (MM / YY)'), `08 / ${expiryYear}`);
    await userEvent.type(within(provider).getByLabelText('Security code'), '321');
    await userEvent.click(screen.getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(harness.calls.filter((call) => call.includes('stripe'))).toEqual([
      'POST /__vault/stripe/cards',
      'POST /payment_stripe/add_card',
    ]);
    expect($cards.get()).toHaveLength(before + 1);
    expect(await screen.findByText(/4444/)).toBeVisible();
  });

  it('"Save card" unchecked: the stand-in\'s card is vaulted, not saved, and named from what the provider answered', async () => {
    const provider = await openStripeForm();
    await userEvent.type(screen.getByLabelText('Cardholder name'), 'Jane Doe');
    await userEvent.type(within(provider).getByLabelText('Card number'), '2223 0031 2200 3222');
    await userEvent.type(within(provider).getByLabelText('Expiry (MM / YY)'), `08 / ${expiryYear}`);
    await userEvent.type(within(provider).getByLabelText('Security code'), '321');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Save card' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(harness.calls.filter((call) => call.includes('stripe'))).toEqual(['POST /__vault/stripe/cards']);
    const added = screen.getByRole('button', {
      name: new RegExp(`^Mastercard ending 3222.*08/20${expiryYear}.*Not saved`),
    });
    expect(added).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('radio', { name: 'Default for Mastercard ending 3222' })).toBeNull();
  });

  it('a security code the provider does not take (5 digits) never reaches the vault', async () => {
    const provider = await openStripeForm();
    await userEvent.type(screen.getByLabelText('Cardholder name'), 'Jane Doe');
    await userEvent.type(within(provider).getByLabelText('Card number'), '4242 4242 4242 4242');
    await userEvent.type(within(provider).getByLabelText('Expiry (MM / YY)'), `01 / ${expiryYear}`);
    await userEvent.type(within(provider).getByLabelText('Security code'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect(within(provider).getByText(ProviderMessages.securityCodeIncomplete('en'))).toBeVisible();
    expect(harness.calls.filter((call) => call.includes('stripe'))).toEqual([]);
  });

  it("with the host's Stripe.js given through configureStripe, that is used instead of the stand-in", async () => {
    configureStripe((holder) => Promise.resolve(holder === 'Jane Doe' ? 'pm_not_in_the_vault' : 'pm_x'));
    render(
      <>
        <SavedCards />
        <AddCardModal />
        <ResultModals />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: '+ ADD NEW' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Stripe' }));
    await userEvent.type(await screen.findByLabelText('Cardholder name'), 'Jane Doe');
    expect(screen.queryByRole('group', { name: 'Card (Stripe sandbox)' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add card' }));
    // The sandbox knows no such payment method: add_card was called with the host's id, not the vault's.
    await waitFor(() => expect(harness.calls).toContain('POST /payment_stripe/add_card'));
    expect(harness.calls).not.toContain('POST /__vault/stripe/cards');
  });
});
