// Steps of the checkout journeys, as a player does them: by visible text, in the site's /basket
// or in a partner page's <rdc-basket>.
import type { Locator, Page } from '@playwright/test';
import { expect, siteUrl } from './support/fixtures';
import { minorOf } from './support/money';

export const DEMO = { alias: 'demo', password: 'demo1234' };
/** The card the sandbox seeds for demo, its default. */
const DEMO_SEEDED_CARD_LAST4 = '4242';

/** The checkout's words the steps below click by: English, the default, or the German site's. */
export const CHECKOUT_WORDS = {
  en: {
    summary: 'Cart summary',
    cart: 'Your Cart',
    step: 'Step',
    continue: 'Continue',
    delivery: 'Delivery information',
    addresses: 'In game addresses',
    deliverHere: 'Deliver here',
    payment: 'Payment',
  },
  de: {
    summary: 'Warenkorb-Übersicht',
    cart: 'Dein Warenkorb',
    step: 'Schritt',
    continue: 'Weiter',
    delivery: 'Lieferdaten',
    addresses: 'Ingame-Adressen',
    deliverHere: 'Hierhin liefern',
    payment: 'Zahlung',
  },
};
type CheckoutWords = (typeof CHECKOUT_WORDS)['en'];

export const summary = (page: Page, words: CheckoutWords = CHECKOUT_WORDS.en) =>
  page.getByRole('complementary', { name: words.summary });
export const cartStep = (page: Page, words: CheckoutWords = CHECKOUT_WORDS.en) =>
  page.getByRole('region', { name: new RegExp(words.cart) });
export const stepButton = (page: Page, title: string, words: CheckoutWords = CHECKOUT_WORDS.en) =>
  page.getByRole('button', { name: new RegExp(`^${words.step} \\d: ${title}$`) });

/** The summary's "RDC balance" figure ("RDC 1,000.00"), apart from the RDC total beside it. */
export const summaryBalance = (page: Page) =>
  summary(page)
    .locator('div')
    .filter({ has: page.getByText('RDC balance', { exact: true }) })
    .locator('dd');

/** The RDC balance the summary shows, as a number. */
export async function shownBalance(page: Page): Promise<number> {
  return minorOf((await summaryBalance(page).textContent()) ?? '') / 100;
}

/** Adds the item of the product page and a coin pack, as a visitor. */
export async function addItemAndCoinPack(page: Page, itemId = 1): Promise<void> {
  await page.goto(siteUrl(`/marketplace/product/item/${itemId}`));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto(siteUrl('/marketplace/virtual-currency'));
  await page
    .getByRole('button', { name: /^Buy RDC\s[\d,]+$/ })
    .first()
    .click();
}

/** Fills and sends the Sing In modal. */
export async function signIn(page: Page, who = DEMO): Promise<void> {
  const modal = page.getByRole('dialog', { name: 'Sing In' });
  await modal.getByLabel('Account name or email').fill(who.alias);
  await modal.getByLabel('Password', { exact: true }).fill(who.password);
  await modal.getByRole('button', { name: 'Log in Now' }).click();
  await expect(modal).toBeHidden();
}

/** Step 1's Continue as a visitor: the sign-in block, then the Sing In modal, signed in as demo. */
export async function continueAndSignIn(page: Page): Promise<void> {
  await cartStep(page).getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('region', { name: 'Sign in to continue' })
    .getByRole('button', { name: 'Sing In' })
    .click();
  await signIn(page);
}

/** From step 1 (logged in) to step 3, choosing the first in-game address on the way when asked. */
export async function goToPayment(page: Page, words: CheckoutWords = CHECKOUT_WORDS.en): Promise<void> {
  const cart = cartStep(page, words);
  await expect(cart.getByRole('button', { name: words.continue, exact: true })).toBeEnabled();
  await cart.getByRole('button', { name: words.continue, exact: true }).click();
  if ((await stepButton(page, words.delivery, words).getAttribute('aria-expanded')) === 'true') {
    const delivery = page.getByRole('region', { name: new RegExp(words.delivery) });
    await expect(delivery.getByRole('list', { name: words.addresses })).toBeVisible();
    await delivery
      .getByRole('radio', { name: new RegExp(`^${words.deliverHere}: `) })
      .first()
      .check();
    await delivery.getByRole('button', { name: words.continue, exact: true }).click();
  }
  await expect(stepButton(page, words.payment, words)).toHaveAttribute('aria-expanded', 'true');
}

/** Adds a card through the PayPal flow (the sample values, or another number) and waits for it in the list. */
export async function addPaypalCard(page: Page, number?: string): Promise<Locator> {
  await page.getByRole('button', { name: '+ ADD NEW' }).click();
  const modal = page.getByRole('dialog', { name: 'Add a credit card' });
  await expect(modal.getByRole('radio', { name: 'PayPal' })).toBeChecked();
  if (number) await modal.getByLabel('Card number').fill(number);
  await modal.getByRole('button', { name: 'Add card' }).click();
  await expect(modal).toBeHidden();
  const last4 = (number ?? '4111111111111111').slice(-4);
  return page
    .getByRole('button', { name: new RegExp(`^(Visa|Mastercard|American Express|Card) ending ${last4}`) })
    .first();
}

/**
 * Puts demo back as seeded before a journey, so it starts from what its visitor does and not from
 * what earlier journeys left (the sandbox keeps both): an empty server cart, and only the seeded
 * default Visa 4242 among the saved cards. Setup through the API, not a step of the journey.
 */
export async function resetDemo(page: Page): Promise<void> {
  const { api, headers } = await demoApi(page);
  const call = async (path: string, data: unknown) =>
    (await page.request.post(`${api}${path}`, { headers, data })).json();
  const cart = (await call('/market/shopping_cart/edit', { shopping_cart_items: [] })) as Record<
    string,
    { product: { id: number }; currency: string }[]
  >;
  const items = Object.entries(cart).flatMap(([lotType, entries]) =>
    Array.isArray(entries)
      ? entries.map((entry) => ({
          lot_id: entry.product.id,
          lot_type: lotType,
          count: 0,
          currency: entry.currency,
        }))
      : [],
  );
  if (items.length > 0) await call('/market/shopping_cart/edit', { shopping_cart_items: items });

  const { list: cards } = (await call('/payment_card/list', {})) as {
    list: { payment_method_id: string; payment: string; last4: string; priority: string }[];
  };
  const seeded = cards.find((card) => card.last4 === DEMO_SEEDED_CARD_LAST4);
  if (!seeded) throw new Error(`demo has lost its seeded card ending ${DEMO_SEEDED_CARD_LAST4}`);
  if (seeded.priority !== '1')
    await call('/payment_card/set_default', {
      payment_method_id: seeded.payment_method_id,
      payment: seeded.payment,
    });
  for (const card of cards) {
    if (card !== seeded)
      await call('/payment_card/delete', {
        payment_method_id: card.payment_method_id,
        payment: card.payment,
      });
  }
}

async function demoApi(page: Page): Promise<{ api: string; headers: Record<string, string> }> {
  const api = process.env.RDC_E2E_API ?? '';
  const login = await page.request.post(`${api}/auth/login`, { data: { ...DEMO, rememberMe: false } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { api, headers: { authorization: `Bearer ${accessToken}` } };
}

/** The sandbox's record of demo's last payment: what it charged to the card and took from the wallet. */
export async function demoLastTransaction(page: Page): Promise<Transaction | undefined> {
  const { api, headers } = await demoApi(page);
  const answer = await page.request.post(`${api}/payment_transaction/list_last_details`, {
    headers,
    data: { limit: 1 },
  });
  return ((await answer.json()) as { list: Transaction[] }).list[0];
}

export interface Transaction {
  id: number;
  amount: { USD: number; RDC: number };
  credited_rdc: number;
  balance_after: number;
}

/** Demo's server cart, as `lot_type:id×count` lines. */
export async function demoServerCart(page: Page): Promise<string[]> {
  const { api, headers } = await demoApi(page);
  const cart = (await (
    await page.request.post(`${api}/market/shopping_cart/edit`, {
      headers,
      data: { shopping_cart_items: [] },
    })
  ).json()) as Record<string, { product: { id: number }; count: number }[]>;
  return Object.entries(cart).flatMap(([lotType, entries]) =>
    Array.isArray(entries) ? entries.map((entry) => `${lotType}:${entry.product.id}×${entry.count}`) : [],
  );
}

/** How many payments demo has made (the sandbox's transaction list). */
export async function demoPaymentCount(page: Page): Promise<number> {
  const { api, headers } = await demoApi(page);
  const answer = await page.request.post(`${api}/payment_transaction/list_by_user_id`, { headers, data: {} });
  return ((await answer.json()) as { count: number }).count;
}

/** A complete in-game address as its form's labels name the fields. */
export const gameAddress = (location: string): Record<string, string> => ({
  Location: location,
  Universe: 'Prime',
  Galaxy: 'Milky Way',
  'Solar system': 'Sol',
  Planet: 'Earth',
  Country: 'United States',
  State: 'Texas',
  City: 'Austin',
  Address: '5 Launch Rd',
});

/** Fills the open address form field by field, as a player types, and saves it. */
export async function fillAddressForm(page: Page, values: Record<string, string>): Promise<void> {
  const form = page.getByRole('form', { name: /address$/ });
  for (const [label, value] of Object.entries(values)) {
    if (label === 'Country') {
      // The searchable dropdown (its menu is named Country too): type the name, then choose it.
      await form.getByRole('combobox', { name: 'Country', exact: true }).fill(value);
      await form.getByRole('option', { name: value, exact: true }).click();
    } else await form.getByLabel(label, { exact: true }).fill(value);
  }
  await form.getByRole('button', { name: 'Save address' }).click();
}
