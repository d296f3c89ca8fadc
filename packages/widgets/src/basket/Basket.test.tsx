import {
  $additionalCurrency,
  $balance,
  $cart,
  $isLoggedIn,
  ENABLED_ONLY,
  addCoinPackToCart,
  addToCart,
  clearCart,
  getApi,
  login,
  removeLine,
} from '@rdc/core';
import { cartSynced } from '@rdc/core/testing';
import type { Lot } from '@rdc/core/schemas';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetAuthAddressRead } from '../auth/AuthDialogs';
import { cheapestItem, holdAnswers, withSandbox } from '../../test/sandbox';
import { renderHosted } from '../../test/render-hosted';
import { defineWidget } from '../platform/define';
import { loadWidgetOf } from '../widgets';
import { Basket } from './Basket';

const harness = withSandbox();

beforeEach(() => resetAuthAddressRead());

const subscription = {
  id: 900,
  title: 'Pilot Pass',
  lot_type: 'subscription',
  price: { USD: 999, RDC: 9990 },
};
const localItem = {
  id: 901,
  title: 'Probe Drone',
  lot_type: 'item',
  price: { USD: 250, RDC: 2500 },
  image_url: '/drone.png',
};

async function coinPack() {
  const { list } = await getApi().market.coinsPackages.list({ where: ENABLED_ONLY });
  const pack = list[0];
  if (!pack) throw new Error('no coin packs in the demo world');
  return pack;
}

/** Signs in as demo with an empty server cart (the sandbox keeps demo's cart between tests). */
async function signInAsDemo() {
  await login({ alias: 'demo', password: 'demo1234' }, 'en');
  await cartSynced();
  await clearCart();
  await cartSynced();
  await waitFor(() => expect($balance.get()).toBeGreaterThan(0));
}

const step = (name: string) => screen.getByRole('button', { name: new RegExp(`^Step \\d: ${name}$`) });
const continueButton = () =>
  within(screen.getByRole('region', { name: /Your Cart/ })).getByRole('button', { name: 'Continue' });

describe('<rdc-basket>: step 1, Your Cart (accounts-cart-checkout.md §2 Cart and checkout screen)', () => {
  it('"The cart always starts on step 1. The three steps are collapsible and numbered."', () => {
    renderHosted(<Basket />);
    expect(screen.getByRole('heading', { name: 'Shopping cart' })).toBeVisible();
    expect(step('Your Cart')).toHaveAttribute('aria-expanded', 'true');
    expect(step('Delivery information')).toHaveAttribute('aria-expanded', 'false');
    expect(step('Payment')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Your cart is empty.')).toBeVisible();
    expect(continueButton()).toBeDisabled();
  });

  it('"Cart line: title, image, count with minus and plus buttons (change by 1), a currency choice, and a remove action"', async () => {
    act(() => void addToCart(localItem));
    renderHosted(<Basket />);
    const line = screen.getByRole('listitem');
    expect(within(line).getByRole('link', { name: 'Probe Drone' })).toHaveAttribute(
      'href',
      '/marketplace/product/item/901',
    );
    expect(line.querySelector('img')).toHaveAttribute('src', '/drone.png');
    await userEvent.click(within(line).getByRole('button', { name: 'One more Probe Drone' }));
    expect(within(line).getByRole('status', { hidden: true }).textContent).toBeDefined();
    expect($cart.get()[0]?.count).toBe(2);
    expect(within(line).getByText('$5.00')).toBeVisible();
    await userEvent.selectOptions(
      within(line).getByRole('combobox', { name: 'Currency of Probe Drone' }),
      'RDC',
    );
    expect($cart.get()[0]?.selectCurrency).toBe('RDC');
    expect(
      within(screen.getByRole('complementary', { name: 'Cart summary' })).getByText('RDC 50.00'),
    ).toBeVisible();
    await userEvent.click(within(line).getByRole('button', { name: 'One less Probe Drone' }));
    await userEvent.click(within(line).getByRole('button', { name: 'One less Probe Drone' }));
    // "setting a count to 0 removes the line"
    expect($cart.get()).toEqual([]);
    act(() => void addToCart(localItem));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Probe Drone' }));
    expect(screen.getByText('Your cart is empty.')).toBeVisible();
  });

  it('"The plus button is disabled for subscription lots."', () => {
    act(() => void addToCart(subscription));
    renderHosted(<Basket />);
    expect(screen.getByRole('button', { name: 'One more Pilot Pass' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'One less Pilot Pass' })).toBeEnabled();
  });

  it('"Logged out: it opens the authentication block (sign-in, switchable to registration) instead."', async () => {
    act(() => void addToCart(localItem));
    renderHosted(<Basket />);
    await userEvent.click(continueButton());
    const block = screen.getByRole('region', { name: 'Sign in to continue' });
    await userEvent.click(within(block).getByRole('button', { name: 'Register Now' }));
    expect(await screen.findByRole('dialog', { name: 'Register Now' })).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Have an Account?' }));
    expect(await screen.findByRole('dialog', { name: 'Sing In' })).toBeVisible();
  });

  it('"If a guest clicks a step other than 1, the login block opens and step 1 shows."', async () => {
    act(() => void addToCart(localItem));
    renderHosted(<Basket />);
    await userEvent.click(step('Payment'));
    expect(step('Your Cart')).toHaveAttribute('aria-expanded', 'true');
    expect(step('Payment')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'Sign in to continue' })).toBeVisible();
  });

  it('a guest signs in from the block; "the local cart is merged into the server cart"; Continue then goes to step 2', async () => {
    const item = await cheapestItem();
    act(() => void addToCart(item));
    renderHosted(<Basket />);
    await userEvent.click(continueButton());
    await userEvent.click(
      within(screen.getByRole('region', { name: 'Sign in to continue' })).getByRole('button', {
        name: 'Sing In',
      }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Sing In' });
    await userEvent.type(within(modal).getByLabelText('Account name or email'), 'demo');
    await userEvent.type(within(modal).getByLabelText('Password'), 'demo1234');
    await userEvent.click(within(modal).getByRole('button', { name: 'Log in Now' }));
    await waitFor(() => expect($isLoggedIn.get()).toBe(true));
    await act(() => cartSynced());
    expect(screen.queryByRole('region', { name: 'Sign in to continue' })).toBeNull();
    expect($cart.get().map((line) => line.id)).toContain(item.id);
    expect(harness.calls).toContain('POST /market/shopping_cart/edit');
    await waitFor(() => expect(continueButton()).toBeEnabled());
    await userEvent.click(continueButton());
    expect(step('Delivery information')).toHaveAttribute('aria-expanded', 'true');
  });

  it('"it goes to step 3 when every product is a plan or a coin"; the delivery step is disabled', async () => {
    await signInAsDemo();
    const pack = await coinPack();
    act(() => void addCoinPackToCart(pack, 'en'));
    await act(() => cartSynced());
    renderHosted(<Basket />);
    expect(step('Delivery information')).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(continueButton()).toBeEnabled());
    await userEvent.click(continueButton());
    expect(step('Payment')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(step('Delivery information'));
    expect(step('Delivery information')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('<rdc-basket>: which step shows (accounts-cart-checkout.md §2)', () => {
  it('"Step 1 also shows when the cart is empty"', async () => {
    await signInAsDemo();
    const item = await cheapestItem();
    act(() => void addToCart(item));
    await act(() => cartSynced());
    renderHosted(<Basket />);
    await waitFor(() => expect(continueButton()).toBeEnabled());
    await userEvent.click(continueButton());
    expect(step('Delivery information')).toHaveAttribute('aria-expanded', 'true');
    await act(() => removeLine(item));
    expect(step('Your Cart')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Your cart is empty.')).toBeVisible();
  });

  it('"Payment: card selection or entry, shown only when logged in"', async () => {
    act(() => void addToCart(localItem));
    renderHosted(<Basket />);
    await userEvent.click(step('Payment'));
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Saved cards' })).toBeNull();
  });
});

describe('<rdc-basket>: the summary panel (accounts-cart-checkout.md §2, §5, §9)', () => {
  it('the RDC balance (0 for a guest, 2 decimals), the total in USD and RDC, and the coupon row', async () => {
    act(() => void addToCart(localItem));
    renderHosted(<Basket />);
    const summary = screen.getByRole('complementary', { name: 'Cart summary' });
    expect(within(summary).getByText('RDC balance').nextElementSibling).toHaveTextContent(/^RDC 0\.00$/);
    const total = within(summary).getByText('Total').nextElementSibling;
    expect(total).toHaveTextContent(/^\$2\.50RDC 0\.00$/);
    await userEvent.type(within(summary).getByRole('textbox', { name: 'Coupon' }), 'SPACE20');
    await userEvent.click(within(summary).getByRole('button', { name: 'Apply' }));
    expect(within(summary).getByRole('status')).toHaveTextContent("There's no such coupon.");
  });

  it('"A guest pressing the currency toggle gets the authentication block."', async () => {
    act(() => void addToCart(localItem));
    renderHosted(<Basket />);
    await userEvent.click(screen.getByRole('button', { name: 'Currency' }));
    expect(screen.getByRole('region', { name: 'Sign in to continue' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Currency' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("a signed-in player's RDC basket judges nothing until the balance answers: no RDC 0.00, no Not enough RDC, no top-up; Continue waits", async () => {
    const release = holdAnswers(harness, '/wallet/balance');
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    await cartSynced();
    await clearCart();
    await cartSynced();
    const pricey: Lot = { ...(await cheapestItem()) };
    // More than the demo's 1000 RDC once the balance is known.
    act(
      () => void addToCart(pricey, { currency: 'RDC', count: Math.ceil(150000 / (pricey.price.RDC ?? 1)) }),
    );
    await act(() => cartSynced());
    renderHosted(<Basket />);
    await waitFor(() => expect(harness.calls).toContain('GET /wallet/balance'));
    const summary = screen.getByRole('complementary', { name: 'Cart summary' });
    const balance = within(summary).getByText('RDC balance').nextElementSibling as HTMLElement;
    expect(balance).toHaveTextContent(/^…$/);
    expect(balance).toHaveAttribute('aria-busy', 'true');
    expect(continueButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Currency' }));
    expect(screen.queryByText(/Not enough RDC/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'PAYMENT METHOD' })).toBeNull();
    expect(screen.queryByText('Your RDC balance covers the RDC total.')).toBeNull();
    expect(screen.queryByText(/RDC\s0\.00/)).toBeNull();
    release();
    await waitFor(() => expect(balance).toHaveTextContent(/^RDC 1,000\.00$/));
    expect(screen.getByText(/Not enough RDC for this product/)).toBeVisible();
    expect(screen.getByText(/^Not enough RDC: RDC [\d,]+\.\d\d more are needed\.$/)).toBeVisible();
    expect(screen.getByRole('region', { name: 'PAYMENT METHOD' })).toBeVisible();
  });

  it('an RDC total above the balance: Continue is disabled, the top-up prompt shows on the line, and the PAYMENT METHOD block offers coin packs (6 per slide, Buy)', async () => {
    await signInAsDemo();
    const pricey: Lot = { ...(await cheapestItem()) };
    // More than 500 RDC above the balance, so two 100 RDC packs do not cover it.
    act(
      () =>
        void addToCart(pricey, {
          currency: 'RDC',
          count: Math.ceil(($balance.get() + 50000) / (pricey.price.RDC ?? 1)) + 1,
        }),
    );
    await act(() => cartSynced());
    renderHosted(<Basket />);
    await waitFor(() => expect(continueButton()).toBeDisabled());
    expect(screen.getByText(/Not enough RDC for this product/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Currency' }));
    const block = screen.getByRole('region', { name: 'PAYMENT METHOD' });
    expect(screen.getByText(/^Not enough RDC: RDC [\d,]+\.\d\d more are needed\.$/)).toBeVisible();
    const packs = await within(block).findAllByRole('button', { name: /^Buy RDC\s[\d,]+$/ });
    expect(packs.length).toBeGreaterThan(0);
    expect(packs.length).toBeLessThanOrEqual(6 * 10);
    expect(within(block).getAllByText('-20%').length).toBe(packs.length);
    await userEvent.click(packs[0] as HTMLElement);
    await userEvent.click(packs[0] as HTMLElement);
    expect($additionalCurrency.get()[0]?.lot_count).toBe(2);
    expect(within(block).getByRole('list', { name: 'Additional currency' })).toHaveTextContent('× 2');
    // The seeded packs hold minor units: the smallest shows as a whole RDC 100, not 10,000.
    expect(within(block).getByRole('button', { name: /^Buy RDC\s100$/ })).toBeVisible();
    expect(continueButton()).toBeDisabled();
    // A pack that covers the shortfall opens the way to payment.
    await userEvent.click(within(block).getByRole('button', { name: /^Buy RDC\s25,000$/ }));
    await waitFor(() => expect(continueButton()).toBeEnabled());
  });
});

describe('<rdc-basket>: step 2, Delivery information (accounts-cart-checkout.md §2, §4 Address views)', () => {
  async function openDelivery() {
    await signInAsDemo();
    const item = await cheapestItem();
    act(() => void addToCart(item));
    await act(() => cartSynced());
    renderHosted(<Basket />);
    await waitFor(() => expect(continueButton()).toBeEnabled());
    await userEvent.click(continueButton());
  }

  it('In Game Items has "In game Address and Pickup point"; the list shows the saved address; "Enter a new address" opens the form with "Back to address selection"', async () => {
    await openDelivery();
    expect(screen.getByRole('tab', { name: 'In Game Items' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'In game Address' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'In game addresses' });
    expect(list).toHaveTextContent('Hangar 7');
    expect(screen.getByRole('button', { name: '+ ADD NEW' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Enter a new address' }));
    expect(screen.getByRole('form', { name: 'New address' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Back to address selection' }));
    expect(screen.getByRole('list', { name: 'In game addresses' })).toBeVisible();
  });

  it('adds a pickup point ("every field required"), shows "Nearest. 250 miles.", edits it and deletes it after "Do you want to delete the address?"', async () => {
    await openDelivery();
    await userEvent.click(screen.getByRole('tab', { name: 'Pickup point' }));
    await userEvent.click(await screen.findByRole('button', { name: '+ ADD NEW' }));
    const form = screen.getByRole('form', { name: 'New address' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(within(form).getByLabelText('Location')).toHaveAccessibleDescription('This field is required!');
    expect(within(form).getByLabelText('Location')).toHaveFocus();
    for (const [label, value] of [
      ['Location', 'Depot 3'],
      ['Universe', 'Prime'],
      ['Galaxy', 'Milky Way'],
      ['Solar system', 'Sol'],
      ['Planet', 'Earth'],
      ['State', 'Texas'],
      ['City', 'Austin'],
      ['Address', '5 Launch Rd'],
    ] as const) {
      await userEvent.type(within(form).getByLabelText(label), value);
    }
    // The country is the searchable dropdown: type, then Enter takes the first match.
    await userEvent.type(within(form).getByRole('combobox', { name: 'Country' }), 'United States{Enter}');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    const list = await screen.findByRole('list', { name: 'Pickup points' });
    expect(list).toHaveTextContent('Depot 3');
    expect(list).toHaveTextContent('Nearest. 250 miles.');

    await userEvent.click(within(list).getByRole('button', { name: 'Edit Depot 3' }));
    const edit = screen.getByRole('form', { name: 'Edit address' });
    expect(within(edit).getByLabelText('City')).toHaveValue('Austin');
    await userEvent.clear(within(edit).getByLabelText('City'));
    await userEvent.type(within(edit).getByLabelText('City'), 'Houston');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('list', { name: 'Pickup points' })).toHaveTextContent('Houston');

    await userEvent.click(screen.getByRole('button', { name: 'Delete Depot 3' }));
    const confirm = await screen.findByRole('dialog', { name: 'Do you want to delete the address?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(screen.getByRole('list', { name: 'Pickup points' })).toHaveTextContent('Depot 3');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Depot 3' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('Depot 3')).toBeNull());
  });

  it('Real World Items: the form picks the country from the list of about 230 countries, flagged when empty after submit', async () => {
    await openDelivery();
    await userEvent.click(screen.getByRole('tab', { name: 'Real World Items' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Enter a new address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    const country = within(form).getByRole('combobox', { name: 'Country' });
    await userEvent.click(country);
    // The searchable dropdown tells screen readers how many there are: "{n} results available".
    const count = Number(
      /^(\d+) results available$/.exec(form.querySelector('[aria-live="polite"]')?.textContent ?? '')?.[1],
    );
    expect(count).toBeGreaterThanOrEqual(230);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(country).toHaveAccessibleDescription('This field is required!');
  });
});

describe('<rdc-basket>: step 3, Payment (accounts-cart-checkout.md §2, §4 Payment, §5)', () => {
  it('places the order with the default card: "You Have Purchased" with the products, the cart empties, the RDC balance changes', async () => {
    await signInAsDemo();
    const item = await cheapestItem();
    act(() => void addToCart(item, { currency: 'RDC' }));
    await act(() => cartSynced());
    renderHosted(<Basket />);
    await waitFor(() => expect(continueButton()).toBeEnabled());
    await userEvent.click(continueButton());
    await userEvent.click(
      within(screen.getByRole('region', { name: /Delivery information/ })).getByRole('button', {
        name: 'Continue',
      }),
    );
    expect(step('Payment')).toHaveAttribute('aria-expanded', 'true');
    const card = await screen.findByRole('button', { name: /^Visa ending 4242/ });
    expect(card).toHaveAttribute('aria-pressed', 'true');
    const place = screen.getByRole('button', { name: 'Place order' });
    await userEvent.click(card);
    expect(place).toBeDisabled();
    await userEvent.click(card);
    const before = $balance.get();
    await userEvent.click(place);
    const result = await screen.findByRole('dialog', { name: 'You Have Purchased' });
    expect(result).toHaveTextContent(item.title);
    await waitFor(() => expect($balance.get()).toBe(before - (item.price.RDC ?? 0)));
    expect($cart.get()).toEqual([]);
    expect(step('Your Cart')).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('<rdc-basket> as a custom element', () => {
  it('renders in its shadow root; product-base prefixes the product links (a partner page)', async () => {
    act(() => void addToCart(localItem));
    defineWidget(await loadWidgetOf('rdc-basket'));
    document.body.innerHTML = '<rdc-basket product-base="https://store.example"></rdc-basket>';
    const element = document.querySelector('rdc-basket') as HTMLElement;
    await waitFor(() => expect(element.shadowRoot?.querySelector('.line__title a')).not.toBeNull());
    expect(element.shadowRoot?.querySelector('.line__title a')?.getAttribute('href')).toBe(
      'https://store.example/marketplace/product/item/901',
    );
    expect(element.shadowRoot?.querySelector('h1')?.textContent).toBe('Shopping cart');
    act(() => element.removeAttribute('product-base'));
    await waitFor(() =>
      expect(element.shadowRoot?.querySelector('.line__title a')?.getAttribute('href')).toBe(
        '/marketplace/product/item/901',
      ),
    );
  });
});
