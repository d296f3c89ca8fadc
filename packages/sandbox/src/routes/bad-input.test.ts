// "Every request body is validated: bad input answers 400 with server code 1000 and writes nothing",
// for every mutation of accounts, cart, cards, payments and addresses.
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { call, coreFingerprint, login } from '../test-support/http';
import { billing, inGame, shipping, vaultCardPayload } from '../test-support/samples';
import { accountRoutes } from './account';
import { addressRoutes } from './address';
import { authRoutes } from './auth';
import { bankingRoutes } from './banking';
import { cartRoutes } from './cart';
import { paymentRoutes } from './payment';
import { transactionRoutes } from './transactions';
import { vaultRoutes } from './vault';
import { walletRoutes } from './wallet';

interface Row {
  name: string;
  method?: 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  /** Which bearer the call carries: the demo user's access token, a PayPal vault token, or none. */
  auth?: 'user' | 'paypal' | 'none';
}

const register = {
  alias: 'pilot',
  email: 'pilot@rdc.test',
  password: 'secret12',
  bdate: '1/2/2000',
  agreement: true,
};
const pay = { token_id: 'pm_x', payment: 'stripe', product: [{ lot_type: 'item', lot_id: 1, count: 1 }] };

const rows: Row[] = [
  {
    name: 'register without an email',
    path: '/auth/register',
    body: { ...register, email: undefined },
    auth: 'none',
  },
  {
    name: 'register with a malformed email',
    path: '/auth/register',
    body: { ...register, email: 'pilot.rdc.test' },
    auth: 'none',
  },
  {
    name: 'register with a bdate that is not d/m/yyyy',
    path: '/auth/register',
    body: { ...register, bdate: '2000-02-01' },
    auth: 'none',
  },
  {
    name: 'register with a 3-letter alias',
    path: '/auth/register',
    body: { ...register, alias: 'pil' },
    auth: 'none',
  },
  {
    name: 'register without agreement (false)',
    path: '/auth/register',
    body: { ...register, agreement: false },
    auth: 'none',
  },
  { name: 'login without a password', path: '/auth/login', body: { alias: 'demo' }, auth: 'none' },
  {
    name: 'login with rememberMe as text',
    path: '/auth/login',
    body: { alias: 'demo', password: 'demo1234', rememberMe: 'yes' },
    auth: 'none',
  },
  { name: 'refresh without value', path: '/auth/refresh', body: {}, auth: 'none' },
  { name: 'validate with a number', path: '/auth/validate', body: { value: 5 }, auth: 'none' },
  { name: 'logout with an empty refresh token', path: '/auth/logout', body: { value: '' } },
  { name: 'verify without a code', path: '/account/verify', body: {}, auth: 'none' },
  {
    name: 'recovery send with a malformed email',
    path: '/account/password/recovery/send',
    body: { email: 'nobody' },
    auth: 'none',
  },
  {
    name: 'recovery without a token',
    path: '/account/password/recovery',
    body: { new_password: 'newpass1' },
    auth: 'none',
  },
  {
    name: 'recovery with a 3-letter password',
    path: '/account/password/recovery',
    body: { new_password: 'abc', recovery_token: 'x' },
    auth: 'none',
  },
  {
    name: 'password change without the old password',
    path: '/account/password/change',
    body: { new_password: 'newpass1' },
  },
  {
    name: 'settings with an unknown timezone',
    path: '/account/settings',
    body: { user_name: 'x', isLoginID: false, language: 'en', timezone: '+25:00' },
  },
  {
    name: 'settings with a language other than en',
    path: '/account/settings',
    body: { user_name: 'x', isLoginID: false, language: 'fr', timezone: '+01:00' },
  },
  { name: 'cart without shopping_cart_items', path: '/market/shopping_cart/edit', body: {} },
  {
    name: 'cart with a negative count',
    path: '/market/shopping_cart/edit',
    body: { shopping_cart_items: [{ lot_id: 1, lot_type: 'item', count: -1, currency: 'USD' }] },
  },
  {
    name: 'cart with an unknown lot type',
    path: '/market/shopping_cart/edit',
    body: { shopping_cart_items: [{ lot_id: 1, lot_type: 'ship', count: 1 }] },
  },
  {
    name: 'cart with an unknown currency',
    path: '/market/shopping_cart/edit',
    body: { shopping_cart_items: [{ lot_id: 1, lot_type: 'item', count: 1, currency: 'EUR' }] },
  },
  {
    name: 'cart with a lot that does not exist (one good line before it)',
    path: '/market/shopping_cart/edit',
    body: {
      shopping_cart_items: [
        { lot_id: 2, lot_type: 'item', count: 1, currency: 'USD' },
        { lot_id: 424242, lot_type: 'item', count: 1, currency: 'USD' },
      ],
    },
  },
  {
    name: 'cart with a lot id beyond integer range',
    path: '/market/shopping_cart/edit',
    body: { shopping_cart_items: [{ lot_id: 2 ** 40, lot_type: 'item', count: 1, currency: 'USD' }] },
  },
  {
    name: 'cart with a count beyond integer range',
    path: '/market/shopping_cart/edit',
    body: { shopping_cart_items: [{ lot_id: 2, lot_type: 'item', count: 2 ** 40, currency: 'USD' }] },
  },
  {
    name: 'pay for a count beyond integer range',
    path: '/payment_card/pay',
    body: { ...pay, token_id: 'DEMO_CARD', product: [{ lot_type: 'item', lot_id: 2, count: 2 ** 40 }] },
  },
  {
    name: 'billing delete of an id beyond integer range',
    path: '/address/billing/delete',
    body: { id: 2 ** 40 },
  },
  { name: 'card delete without payment', path: '/payment_card/delete', body: { payment_method_id: 'pm_x' } },
  {
    name: 'set_default with an unknown provider',
    path: '/payment_card/set_default',
    body: { payment_method_id: 'pm_x', payment: 'visa' },
  },
  { name: 'pay with no products', path: '/payment_card/pay', body: { ...pay, product: [] } },
  {
    name: 'pay with a count of 0',
    path: '/payment_card/pay',
    body: { ...pay, product: [{ lot_type: 'item', lot_id: 1, count: 0 }] },
  },
  {
    name: 'pay for a plan without period_id',
    path: '/payment_card/pay',
    body: { ...pay, product: [{ lot_type: 'plan', lot_id: 1, count: 1 }] },
  },
  {
    name: 'pay for a lot that does not exist',
    path: '/payment_card/pay',
    body: { ...pay, product: [{ lot_type: 'item', lot_id: 424242, count: 1 }] },
  },
  { name: 'refund without an id', path: '/payment_card/refund', body: {} },
  {
    name: 'paypal add_card without customer_id',
    path: '/payment_paypal/add_card',
    body: { payment_method_id: 'x' },
  },
  {
    name: 'stripe add_card with an empty id',
    path: '/payment_stripe/add_card',
    body: { payment_method_id: '' },
  },
  {
    name: 'EditCard with month 13',
    path: '/payments.StripeFeature/EditCard',
    body: { payment_method_id: 'pm_x', exp_month: 13 },
  },
  {
    name: 'stripe vault with a 15-digit number',
    path: '/__vault/stripe/cards',
    body: { ...vaultCardPayload, number: '424242424242424' },
    auth: 'none',
  },
  {
    name: 'paypal vault with expiry as MM/YY',
    path: '/__vault/paypal/cards',
    body: { ...vaultCardPayload, expire: '01/34' },
    auth: 'paypal',
  },
  {
    name: 'stripe vault with month 13',
    path: '/__vault/stripe/cards',
    body: { ...vaultCardPayload, expire: '2034-13' },
    auth: 'none',
  },
  {
    name: 'transaction get_by_id with a text id',
    path: '/payment_transaction/get_by_id',
    body: { id: 'one' },
  },
  {
    name: 'list_last_details with a negative limit',
    path: '/payment_transaction/list_last_details',
    body: { limit: -1 },
  },
  {
    name: 'list_by_user_id with a text user_id',
    path: '/payment_transaction/list_by_user_id',
    body: { user_id: 'me' },
  },
  {
    name: 'ticket add with neither subject nor text',
    path: '/payment_transaction/ticket/add',
    body: { priority: 'high' },
  },
  { name: 'ticket close without an id', path: '/payment_transaction/ticket/close', body: {} },
  { name: 'ticket list with a text offset', path: '/payment_transaction/ticket/list', body: { offset: 'x' } },
  {
    name: 'ticket get_by_user_id with a negative user_id',
    path: '/payment_transaction/ticket/get_by_user_id',
    body: { user_id: -3 },
  },
  {
    name: 'billing add with a 2-letter city',
    path: '/address/billing/add',
    body: { ...billing, city: 'Ux' },
  },
  { name: 'billing edit without an id', path: '/address/billing/edit', body: billing },
  { name: 'billing delete with a text id', path: '/address/billing/delete', body: { id: 'x' } },
  { name: 'billing set_priority without an id', path: '/address/billing/set_priority', body: {} },
  {
    name: 'billing list with limit 0',
    path: '/address/billing/list_by_user_id',
    body: { type: 'billing', pagination: { offset: 0, limit: 0 } },
  },
  {
    name: 'game add with type space_station',
    path: '/address/game/add',
    body: { ...inGame, type: 'space_station' },
  },
  { name: 'game add without planet', path: '/address/game/add', body: { ...inGame, planet: '' } },
  { name: 'game edit with a text id', path: '/address/game/edit', body: { ...inGame, id: 'x' } },
  { name: 'game delete without an id', path: '/address/game/delete', body: {} },
  { name: 'game set_priority with a fractional id', path: '/address/game/set_priority', body: { id: 1.5 } },
  { name: 'game list without a type', path: '/address/game/list_by_user_id', body: {} },
  {
    name: 'shipping add without a country',
    path: '/address/shipping/add',
    body: { ...shipping, country: '' },
  },
  { name: 'shipping edit without an id', path: '/address/shipping/edit', body: shipping },
  { name: 'shipping delete with a text id', path: '/address/shipping/delete', body: { id: '1' } },
  { name: 'shipping set_priority without an id', path: '/address/shipping/set_priority', body: {} },
  {
    name: 'shipping list of type billing',
    path: '/address/shipping/list_by_user_id',
    body: { type: 'billing' },
  },
  { name: 'bank info add with nothing in it', path: '/banking/info/addresses/add', body: {} },
  { name: 'bank info add as an array', path: '/banking/info/addresses/add', body: [1, 2] },
  { name: 'bank info edit without an id', path: '/banking/info/addresses/edit', body: { iban: 'X' } },
  {
    name: 'bank info list with a negative offset',
    path: '/banking/info/addresses/list',
    body: { offset: -1 },
  },
  {
    name: 'bank info delete of a non-numeric id',
    method: 'DELETE',
    path: '/banking/info/addresses/delete/abc',
  },
];

const notJson = rows
  .filter((row) => row.body !== undefined)
  .map((row): Row => ({
    ...row,
    name: `${row.path} with a body that is not JSON`,
    body: '{"shopping_cart_items": [',
  }));
const uniqueNotJson = [...new Map(notJson.map((row) => [row.path, row])).values()];

describe('bad input answers 400 with code 1000 and leaves the database unchanged', async () => {
  const app = await createApp();
  afterAll(() => app.close());
  const { accessToken } = await login(app);
  const paypal = (await call(app, 'POST', '/payment_paypal/get_data', { token: accessToken })).json
    .access_token as string;
  const tokenFor = (auth: Row['auth']) =>
    auth === 'none' ? undefined : auth === 'paypal' ? paypal : accessToken;

  const demoCard = (await call(app, 'POST', '/payment_card/list', { token: accessToken })).json.list[0]
    .payment_method_id as string;
  const withDemoCard = (body: unknown) =>
    body && typeof body === 'object' && 'token_id' in body && body.token_id === 'DEMO_CARD'
      ? { ...body, token_id: demoCard }
      : body;

  it('the rows above cover every call of accounts, wallet, cart, cards, payments and addresses that takes a body', () => {
    // Reads with no payload: nothing to validate.
    const withoutBody = new Set([
      'GET /account/settings',
      'POST /payment_card/list',
      'POST /payment_paypal/get_data',
      'GET /wallet',
      'GET /wallet/balance',
    ]);
    const calls = [
      authRoutes,
      accountRoutes,
      walletRoutes,
      cartRoutes,
      paymentRoutes,
      transactionRoutes,
      vaultRoutes,
      addressRoutes,
      bankingRoutes,
    ]
      .flatMap((routes) => routes.routes)
      .map((route) => `${route.method} ${route.path}`)
      .filter((key) => !withoutBody.has(key));
    const covered = new Set(
      rows.map((row) => `${row.method ?? 'POST'} ${row.path.replace(/\/abc$/, '/:id')}`),
    );
    expect(calls.length).toBeGreaterThan(40);
    expect(calls.filter((key) => !covered.has(key))).toEqual([]);
  });

  it.each([...rows, ...uniqueNotJson])('$name', async (row) => {
    const before = await coreFingerprint(app.db);
    const res = await call(app, row.method ?? 'POST', row.path, {
      body: withDemoCard(row.body),
      token: tokenFor(row.auth),
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 1000, message: expect.any(String) });
    expect(res.json.message.length).toBeGreaterThan(0);
    expect(await coreFingerprint(app.db)).toBe(before);
  });
});
