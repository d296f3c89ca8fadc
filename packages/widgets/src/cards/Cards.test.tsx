import { $cards, $selectedCardId, addToCart, billingAddresses, getApi, login, openBuyNow } from '@rdc/core';
import { resetAddresses } from '@rdc/core/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withSandbox } from '../../test/sandbox';
import { ResultModals } from '../result-modals/ResultModals';
import { AddCardModal } from './AddCardModal';
import { SavedCards } from './SavedCards';

const harness = withSandbox({ faults: true });

/** Gives demo `count` saved PayPal Visa cards pm_1… ending 4241…, pm_1 the default, no addresses and an empty cart. */
async function arrangeDemo(count: number) {
  const { db } = harness.app;
  const demo = "(SELECT id FROM users WHERE alias = 'demo')";
  await db.query(`DELETE FROM cards WHERE user_id = ${demo}`);
  await db.query(`DELETE FROM addresses WHERE user_id = ${demo}`);
  await db.query(`DELETE FROM cart_items WHERE user_id = ${demo}`);
  for (let n = 1; n <= count; n += 1) {
    await db.query(
      "INSERT INTO vault_cards (payment_method_id, provider, brand, last4, exp_month, exp_year, name) VALUES ($1, 'paypal', 'visa', $2, 12, 2030, 'Demo Pilot') ON CONFLICT (payment_method_id) DO NOTHING",
      [`pm_${n}`, String(4240 + n)],
    );
    await db.query(
      `INSERT INTO cards (user_id, payment_method_id, payment, priority) VALUES (${demo}, $1, 'paypal', $2)`,
      [`pm_${n}`, n],
    );
  }
}

/** The host's own Stripe.js: it vaults the card with the provider (here the sandbox's vault, unseen by core) and gives its id. */
async function hostVaultedCard(holder: string): Promise<string> {
  const billingAddress = {
    line1: '1 Main St',
    city: 'Austin',
    state: 'TX',
    postal_code: '73301',
    country_code: 'US',
  };
  const body = {
    number: '5555555555554444',
    expire: '2031-08',
    security_code: '123',
    name: holder,
    billing_address: billingAddress,
  };
  const response = await harness.app.fetch(
    new Request('http://sandbox.test/api/v1/__vault/stripe/cards', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  return ((await response.json()) as { payment_method_id: string }).payment_method_id;
}

const billing = {
  first_name: 'Jane',
  last_name: 'Doe',
  company: 'ACME',
  country: 'United States',
  city: 'Austin',
  address: '1 Main St',
  state_province: 'TX',
  zip_code: '73301',
  phone_number: '5125550100',
};

beforeEach(async () => {
  await arrangeDemo(4);
  await login({ alias: 'demo', password: 'demo1234' }, 'en');
});
afterEach(() => resetAddresses());

function Payment() {
  return (
    <>
      <SavedCards />
      <AddCardModal />
      <ResultModals />
    </>
  );
}

const list = () => screen.getByRole('list', { name: 'Saved cards' });

describe('saved cards (accounts-cart-checkout.md §2 Add-card modal, §4 Saved card)', () => {
  it('"The list loads on mount with a loading indicator"; "in pages of 3 per slide with pagination bullets"', async () => {
    render(<Payment />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading saved cards');
    await screen.findByRole('list', { name: 'Saved cards' });
    expect(within(list()).getAllByRole('listitem')).toHaveLength(3);
    const bullets = screen.getByRole('navigation', { name: 'Saved cards pages' });
    expect(within(bullets).getAllByRole('button')).toHaveLength(2);
    await userEvent.click(within(bullets).getByRole('button', { name: 'Page 2 of 2' }));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    expect(list()).toHaveTextContent('Visa ending 4244');
  });

  it('"A card with priority \'1\' is selected when it appears"; "Clicking a card toggles its selection"', async () => {
    render(<Payment />);
    const first = await screen.findByRole('button', { name: /^Visa ending 4241/ });
    expect(first).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect($selectedCardId.get()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^Visa ending 4242/ }));
    expect(screen.getByRole('button', { name: /^Visa ending 4242/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('"Clicking a non-default card\'s Default radio makes it default and gives the previous default that card\'s old priority"', async () => {
    render(<Payment />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Default for Visa ending 4242' }));
    expect(screen.getByRole('radio', { name: 'Default for Visa ending 4242' })).toBeChecked();
    await waitFor(() => expect(harness.bodies('POST /payment_card/set_default')).toHaveLength(1));
    expect(harness.bodies('POST /payment_card/set_default')).toEqual([
      { payment_method_id: 'pm_2', payment: 'paypal' },
    ]);
    expect($cards.get().map((c) => c.priority)).toEqual(['2', '1', '3', '4']);
    expect(localStorage.getItem('defaultCreditCard')).toBe('pm_2');
  });

  it('"Do you want to delete a credit card? with YES and NO": NO returns, YES deletes', async () => {
    render(<Payment />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Visa ending 4242' }));
    const confirm = await screen.findByRole('dialog', { name: 'Do you want to delete a credit card?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'NO' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(harness.bodies('POST /payment_card/delete')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Visa ending 4242' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(screen.queryByText('Visa ending 4242')).toBeNull());
    expect(harness.bodies('POST /payment_card/delete')).toEqual([
      { payment_method_id: 'pm_2', payment: 'paypal' },
    ]);
  });

  it('"Adding a card, or loading cards, fails: error modal: Ooops... something wrong. Try one more time."', async () => {
    harness.app.faults?.add({
      path: '/payment_card/list',
      status: 500,
      message: 'card service down',
      times: 1,
    });
    render(<Payment />);
    const modal = await screen.findByRole('dialog', { name: 'Ooops... something wrong. Try one more time.' });
    expect(within(modal).getByRole('alert')).toHaveTextContent('card service down');
  });
});

describe('the add-card modal (accounts-cart-checkout.md §2, §5 Card form)', () => {
  it('"paypal (preselected) or stripe"; "Back to selecting a credit card" when the user already has saved cards', async () => {
    render(<Payment />);
    await userEvent.click(await screen.findByRole('button', { name: '+ ADD NEW' }));
    const modal = await screen.findByRole('dialog', { name: 'Add a credit card' });
    expect(within(modal).getByRole('radio', { name: 'PayPal' })).toBeChecked();
    expect(within(modal).getByRole('radio', { name: 'Stripe' })).not.toBeChecked();
    await userEvent.click(within(modal).getByRole('button', { name: 'Back to selecting a credit card' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('no saved cards: no way back to a list that is empty', async () => {
    await arrangeDemo(0);
    render(<Payment />);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: '+ ADD NEW' }));
    await screen.findByRole('dialog', { name: 'Add a credit card' });
    expect(screen.queryByRole('button', { name: 'Back to selecting a credit card' })).toBeNull();
  });

  it('"Test sample values are prefilled"; each card rule has its message', async () => {
    render(<Payment />);
    await userEvent.click(await screen.findByRole('button', { name: '+ ADD NEW' }));
    // The card form is a chunk fetched on demand: wait for it as a player waits for it to show.
    const number = await screen.findByLabelText('Card number');
    expect(number).toHaveValue('4111111111111111');
    expect(screen.getByLabelText('CVV')).toHaveValue('123');
    await userEvent.clear(number);
    await userEvent.type(number, '4111');
    await userEvent.clear(screen.getByLabelText('Month (MM)'));
    await userEvent.type(screen.getByLabelText('Month (MM)'), '13');
    await userEvent.clear(screen.getByLabelText('Cardholder name'));
    await userEvent.type(screen.getByLabelText('Cardholder name'), 'Jo');
    await userEvent.click(screen.getByLabelText('CVV'));
    expect(number).toHaveAccessibleDescription('Card number must be 16 digits');
    expect(screen.getByLabelText('Month (MM)')).toHaveAccessibleDescription(
      'Month must be 2 digits, 01 to 12',
    );
    expect(screen.getByLabelText('Cardholder name')).toHaveAccessibleDescription(
      'Cardholder must be 3 to 40 characters',
    );
  });

  it('"Saving the card is mandatory, labelled Required For Subscriptions, when any lot in the cart ... is a subscription"', async () => {
    render(<Payment />);
    await userEvent.click(await screen.findByRole('button', { name: '+ ADD NEW' }));
    expect(screen.queryByText('Required For Subscriptions')).toBeNull();
    act(() => void addToCart({ id: 5, title: 'Pilot Pass', lot_type: 'subscription', price: { USD: 999 } }));
    const save = await screen.findByRole('checkbox', { name: 'Save card' });
    expect(save).toBeChecked();
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Required For Subscriptions');
  });

  it('the PayPal flow: a billing address, then Add card vaults the card and "on success the card joins the list"', async () => {
    render(<Payment />);
    await userEvent.click(await screen.findByRole('button', { name: '+ ADD NEW' }));
    const modal = await screen.findByRole('dialog', { name: 'Add a credit card' });
    expect(within(modal).getByRole('button', { name: 'Add card' })).toBeDisabled();
    await userEvent.click(within(modal).getByRole('button', { name: 'Enter a new address' }));
    const form = within(modal).getByRole('form', { name: 'New address' });
    for (const [label, value] of [
      ['First name', billing.first_name],
      ['Last name', billing.last_name],
      ['Company', billing.company],
      ['City', billing.city],
      ['Address', billing.address],
      ['State or province', billing.state_province],
      ['ZIP code', billing.zip_code],
      ['Phone number', billing.phone_number],
    ] as const) {
      await userEvent.type(within(form).getByLabelText(label), value);
    }
    // The country is the searchable dropdown: type, then Enter takes the first match.
    await userEvent.type(within(form).getByRole('combobox', { name: 'Country' }), 'United States{Enter}');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(billingAddresses.$addresses.get()).toHaveLength(1));
    await userEvent.click(within(modal).getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect($cards.get()).toHaveLength(5);
    // The fifth card is on the second slide: the slider turns to it, and it is the selected card.
    const added = within(list()).getByRole('button', { name: /^Visa ending 1111/ });
    expect(added).toHaveAttribute('aria-pressed', 'true');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
    const vault = harness.bodies('POST /__vault/paypal/cards')[0] as {
      billing_address: unknown;
      number: string;
    };
    expect(vault.number).toBe('4111111111111111');
    expect(vault.billing_address).toEqual({
      line1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      postal_code: '73301',
      country_code: 'US',
    });
    expect(harness.bodies('POST /payment_paypal/add_card')).toHaveLength(1);
  });

  it('Stripe with the host\'s real Stripe.js: "requires only a cardholder name", and the host\'s provider makes the payment method', async () => {
    const holders: string[] = [];
    const made: string[] = [];
    const hostStripe = async (holder: string) => {
      holders.push(holder);
      made.push(await hostVaultedCard(holder));
      return made.at(-1)!;
    };
    render(
      <>
        <SavedCards />
        <AddCardModal createPaymentMethod={hostStripe} />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: '+ ADD NEW' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Stripe' }));
    expect(await screen.findByLabelText('Cardholder name')).toHaveValue('');
    // The host's Stripe.js mounts its own fields: the sandbox stand-in is not shown.
    expect(screen.queryByRole('group', { name: 'Card (Stripe sandbox)' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('This field is required!')).toBeVisible();
    expect(holders).toEqual([]);
    await userEvent.type(screen.getByLabelText('Cardholder name'), 'Jane Doe');
    await userEvent.click(screen.getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(holders).toEqual(['Jane Doe']);
    expect(harness.bodies('POST /payment_stripe/add_card')).toEqual([{ payment_method_id: made[0] }]);
    expect(harness.calls).not.toContain('POST /__vault/stripe/cards');
    expect(within(list()).getByRole('button', { name: /^Mastercard ending 4444/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('"Save card" shows in both forms, checked by default, and the player may uncheck it', async () => {
    render(<Payment />);
    await userEvent.click(await screen.findByRole('button', { name: '+ ADD NEW' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'PayPal' }));
    const paypalSave = await screen.findByRole('checkbox', { name: 'Save card' });
    expect(paypalSave).toBeChecked();
    expect(paypalSave).toBeEnabled();
    expect(paypalSave).not.toHaveAccessibleDescription('Required For Subscriptions');
    await userEvent.click(paypalSave);
    expect(paypalSave).not.toBeChecked();
    await userEvent.click(await screen.findByRole('radio', { name: 'Stripe' }));
    // The Stripe form, fetched on demand, brings its own box, checked again.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Save card' })).toBeChecked());
  });

  it('PayPal, "Save card" unchecked: Add card lists the card as not saved and selected, with no add_card and no Default radio', async () => {
    await getApi().address.billing.add(billing);
    render(<Payment />);
    await userEvent.click(await screen.findByRole('button', { name: '+ ADD NEW' }));
    const modal = await screen.findByRole('dialog', { name: 'Add a credit card' });
    await userEvent.click(within(modal).getByRole('radio', { name: 'PayPal' }));
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Add card' })).toBeEnabled());
    await userEvent.click(within(modal).getByRole('checkbox', { name: 'Save card' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const added = within(list()).getByRole('button', { name: /^Visa ending 1111.*Not saved/ });
    expect(added).toHaveAttribute('aria-pressed', 'true');
    expect(within(list()).getByText('Not saved')).toBeVisible();
    expect(screen.queryByRole('radio', { name: 'Default for Visa ending 1111' })).toBeNull();
    expect(harness.bodies('POST /__vault/paypal/cards')).toHaveLength(1);
    expect(harness.bodies('POST /payment_paypal/add_card')).toHaveLength(0);
    // Deleting it asks as usual; YES removes it with no server call.
    await userEvent.click(screen.getByRole('button', { name: 'Delete Visa ending 1111' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(screen.queryByText('Visa ending 1111')).toBeNull());
    expect(harness.bodies('POST /payment_card/delete')).toHaveLength(0);
  });

  it('Stripe with the host\'s Stripe.js, unchecked: a card whose digits the page never saw is a "New card", not saved, selected', async () => {
    render(
      <>
        <SavedCards />
        <AddCardModal createPaymentMethod={() => Promise.resolve('pm_host_only')} />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: '+ ADD NEW' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Stripe' }));
    // The Stripe form is a chunk fetched on demand.
    await userEvent.type(await screen.findByLabelText('Cardholder name'), 'Jane Doe');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Save card' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(list()).getByRole('button', { name: /^New card.*Not saved/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(harness.bodies('POST /payment_stripe/add_card')).toHaveLength(0);
  });

  it('"Saving the card is mandatory, labelled Required For Subscriptions, when any lot in the cart or modal is a subscription": the box is locked on, and Add card saves', async () => {
    // The buy-now modal's subscription: the same rule as one in the cart, with no server round trip.
    act(() => openBuyNow({ id: 5, title: 'Pilot Pass', lot_type: 'subscription', price: { USD: 999 } }));
    render(
      <>
        <SavedCards />
        <AddCardModal createPaymentMethod={hostVaultedCard} />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: '+ ADD NEW' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'PayPal' }));
    const paypalSave = await screen.findByRole('checkbox', { name: 'Save card' });
    expect(paypalSave).toBeChecked();
    expect(paypalSave).toBeDisabled();
    expect(paypalSave).toHaveAccessibleDescription('Required For Subscriptions');
    await userEvent.click(await screen.findByRole('radio', { name: 'Stripe' }));
    const stripeSave = await screen.findByRole('checkbox', { name: 'Save card' });
    expect(stripeSave).toBeChecked();
    expect(stripeSave).toBeDisabled();
    expect(stripeSave).toHaveAccessibleDescription('Required For Subscriptions');
    await userEvent.click(stripeSave);
    expect(stripeSave).toBeChecked();
    await userEvent.type(screen.getByLabelText('Cardholder name'), 'Jane Doe');
    await userEvent.click(screen.getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(harness.bodies('POST /payment_stripe/add_card')).toHaveLength(1);
    expect(within(list()).getByRole('button', { name: /^Mastercard ending 4444/ })).toBeVisible();
    expect(screen.queryByText('Not saved')).toBeNull();
  });
});
