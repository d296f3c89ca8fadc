import {
  $balance,
  $buyNowProduct,
  $isLoggedIn,
  $purchaseModal,
  formatMoney,
  login,
  openBuyNow,
} from '@rdc/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listen } from '../../test/events';
import { cheapestItem, holdAnswers, itemAbove, withSandbox } from '../../test/sandbox';
import { defineWidget } from '../platform/define';
import { loadWidgetOf } from '../widgets';
import { renderHosted } from '../../test/render-hosted';
import { BuyNow } from './BuyNow';

const harness = withSandbox();

const anItem = cheapestItem;

async function signIn() {
  await login({ alias: 'demo', password: 'demo1234' }, 'en');
  await waitFor(() => expect($balance.get()).toBeGreaterThan(0));
}

describe('<rdc-buy-now> (accounts-cart-checkout.md §2 "Buy-now modal", §4 Payment), against the sandbox', () => {
  it('"holds one product; closing clears the product"', async () => {
    const item = await anItem();
    renderHosted(<BuyNow />);
    act(() => void openBuyNow(item));
    const modal = await screen.findByRole('dialog', { name: 'Buy now' });
    expect(modal).toHaveTextContent(item.title);
    await userEvent.keyboard('{Escape}');
    expect($buyNowProduct.get()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"the balance is shown with 2 decimals": the price in each currency to pay in, the balance and the total, each written as money', async () => {
    await signIn();
    const item = await anItem();
    const { USD = 0, RDC = 0 } = item.price;
    renderHosted(<BuyNow />);
    act(() => void openBuyNow(item));
    const modal = await screen.findByRole('dialog', { name: 'Buy now' });
    // Names as the formatter writes them: "RDC" and its amount are joined by a no-break space.
    expect(within(modal).getByRole('radio', { name: formatMoney(USD, 'USD', 'en') })).toBeChecked();
    expect(within(modal).getByRole('radio', { name: formatMoney(RDC, 'RDC', 'en') })).not.toBeChecked();
    const english = (minor: number) => formatMoney(minor, 'RDC', 'en').replace(/\u00a0/g, ' ');
    expect(modal).toHaveTextContent(`Balance: ${english($balance.get())}`);
    expect(modal).toHaveTextContent(`Total: ${formatMoney(USD, 'USD', 'en')} · RDC 0.00`);
    await userEvent.click(within(modal).getByRole('radio', { name: formatMoney(RDC, 'RDC', 'en') }));
    expect(modal).toHaveTextContent(`Total: $0.00 · ${english(RDC)}`);
  });

  it("a signed-in player's balance not answered yet: the modal shows no amount for it or after the order, says nothing is short, and holds an RDC Place order; once it answers, the shortfall shows", async () => {
    const release = holdAnswers(harness, '/wallet/balance');
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    // More RDC than the demo's 1000 RDC once the balance is known.
    const item = await itemAbove(100000);
    const { RDC = 0 } = item.price;
    renderHosted(<BuyNow />);
    act(() => void openBuyNow(item));
    const modal = await screen.findByRole('dialog', { name: 'Buy now' });
    await waitFor(() => expect(harness.calls).toContain('GET /wallet/balance'));
    const place = await within(modal).findByRole('button', { name: 'Place order' });
    // Paying in USD does not take from the balance: it goes ahead before the balance answers.
    await waitFor(() => expect(place).toBeEnabled());
    await userEvent.click(within(modal).getByRole('radio', { name: formatMoney(RDC, 'RDC', 'en') }));
    const balance = within(modal).getByText(/^Balance:/);
    expect(balance).toHaveTextContent(/^Balance: …$/);
    expect(balance).toHaveAttribute('aria-busy', 'true');
    const after = within(modal).getByText('RDC balance after').nextElementSibling as HTMLElement;
    expect(after).toHaveTextContent(/^…$/);
    expect(after).toHaveAttribute('aria-busy', 'true');
    expect(within(modal).queryByText(/Not enough RDC/)).toBeNull();
    expect(within(modal).queryByText(/RDC\s0\.00/)).toBeNull();
    expect(place).toBeDisabled();

    release();
    await waitFor(() => expect(balance).toHaveTextContent(/^Balance: RDC\s1,000\.00$/));
    expect(balance).toHaveAttribute('aria-busy', 'false');
    expect(after).toHaveTextContent(/^RDC\s0\.00$/);
    expect(within(modal).getByRole('status')).toHaveTextContent(
      /^Not enough RDC: RDC\s[\d,]+\.\d\d more are needed\./,
    );
    expect(place).toBeDisabled();
  });

  it('a visitor is asked to sign in, and the sign-in opens in the same page (no rdc-auth needed)', async () => {
    renderHosted(<BuyNow />);
    act(() => void openBuyNow({ id: 1, title: 'Probe', lot_type: 'item', price: { USD: 100 } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sing In' }));
    const signIn = await screen.findByRole('dialog', { name: 'Sing In' });
    await userEvent.type(await within(signIn).findByLabelText('Account name or email'), 'demo');
    await userEvent.type(within(signIn).getByLabelText('Password'), 'demo1234');
    await userEvent.click(within(signIn).getByRole('button', { name: 'Log in Now' }));
    await waitFor(() => expect($isLoggedIn.get()).toBe(true));
    expect(await screen.findByRole('button', { name: 'Place order' })).toBeVisible();
  });

  it('pays with the saved default card: "success clears the Buy-now modal, shows the purchase modal and refreshes the balance"', async () => {
    await signIn();
    const item = await anItem();
    const purchases = listen('rdc-purchase');
    renderHosted(<BuyNow />);
    act(() => void openBuyNow(item));
    const place = await screen.findByRole('button', { name: 'Place order' });
    await waitFor(() => expect(place).toBeEnabled());
    harness.calls.length = 0;
    await userEvent.click(place);
    const result = await screen.findByRole('dialog', { name: 'You Have Purchased' });
    expect(result).toHaveTextContent(item.title);
    expect($buyNowProduct.get()).toBeNull();
    await waitFor(() =>
      expect(harness.calls.slice(harness.calls.indexOf('POST /payment_card/pay'))).toContain(
        'GET /wallet/balance',
      ),
    );
    purchases.stop();
    expect(purchases.details).toEqual([{ lots: [{ lotId: item.id, lotType: 'item', count: 1 }] }]);
  });

  it('"Place order is disabled when no card is selected"', async () => {
    await signIn();
    const item = await anItem();
    renderHosted(<BuyNow />);
    act(() => void openBuyNow(item));
    const card = await screen.findByRole('button', { name: /^Visa ending 4242/ });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled());
    await userEvent.click(card);
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
  });

  it('a double click on Place order charges once', async () => {
    await signIn();
    const item = await anItem();
    renderHosted(<BuyNow />);
    act(() => void openBuyNow(item));
    const place = await screen.findByRole('button', { name: 'Place order' });
    await waitFor(() => expect(place).toBeEnabled());
    harness.calls.length = 0;
    fireEvent.click(place);
    fireEvent.click(place);
    await screen.findByRole('dialog', { name: 'You Have Purchased' });
    expect(harness.calls.filter((call) => call === 'POST /payment_card/pay')).toHaveLength(1);
    expect($purchaseModal.get()).not.toBeNull();
  });

  it("the declined card (4000 0000 0000 0002) opens the error modal with the server's text", async () => {
    await signIn();
    const item = await anItem();
    renderHosted(<BuyNow />);
    act(() => void openBuyNow(item));
    await userEvent.click(await screen.findByRole('button', { name: '+ ADD NEW' }));
    const add = await screen.findByRole('dialog', { name: 'Add a credit card' });
    const number = await within(add).findByLabelText('Card number');
    await userEvent.clear(number);
    await userEvent.type(number, '4000000000000002');
    const submit = within(add).getByRole('button', { name: 'Add card' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a credit card' })).toBeNull());
    const declined = await screen.findByRole('button', {
      name: /^(Visa|Mastercard|American Express|Card) ending 0002/,
    });
    if (declined.getAttribute('aria-pressed') !== 'true') await userEvent.click(declined);
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const error = await screen.findByRole('dialog', { name: 'Ooops... something wrong. Try one more time.' });
    expect(within(error).getByRole('alert')).toHaveTextContent('Error');
    // The sandbox's own reason, not the fallback.
    expect(within(error).getByRole('alert')).toHaveTextContent(/ending in 0002 was declined/);
  });

  it('an rdc-buy-now event from the host page opens it for that lot', async () => {
    const item = await anItem();
    renderHosted(<BuyNow />);
    await act(async () => {
      document.dispatchEvent(
        new CustomEvent('rdc-buy-now', { detail: { lotId: item.id, lotType: 'item' }, cancelable: true }),
      );
    });
    expect(await screen.findByRole('dialog', { name: 'Buy now' })).toHaveTextContent(item.title);
  });

  it('as an element alone in a page: lot-id and lot-type open the checkout (an in-game web view)', async () => {
    const item = await anItem();
    defineWidget(await loadWidgetOf('rdc-buy-now'));
    document.body.innerHTML = `<rdc-buy-now lot-id="${item.id}" lot-type="item"></rdc-buy-now>`;
    const element = document.querySelector('rdc-buy-now') as HTMLElement;
    await waitFor(() =>
      expect(element.shadowRoot?.querySelector('[role="dialog"]')?.textContent).toContain(item.title),
    );
    expect(harness.navigations).toEqual([]);
  });
});
