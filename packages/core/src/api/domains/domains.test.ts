import { describe, expect, it } from 'vitest';
import { createApi, type Api } from '../api';
import type { ApiClient, CallOptions, HttpMethod } from '../types';
import { UnshownAnswerSchema, z, type PayByCardPayload } from '../../schemas';
import {
  sampleBilling,
  sampleCard,
  sampleGame,
  sampleLot,
  sampleShipping,
} from '../../schemas/fixtures.test-data';

interface Recorded {
  method: HttpMethod;
  path: string;
  options: CallOptions<z.core.$ZodType>;
}

/** An in-memory ApiClient: records each call and answers with the given data, validated by the call's schema. */
function recordingClient(answer: unknown) {
  const calls: Recorded[] = [];
  const client: ApiClient = {
    call(method, path, options) {
      calls.push({ method, path, options });
      return Promise.resolve(z.parse(options.schema, answer));
    },
  };
  return { client, calls };
}

/** Marks an answer the spec does not show: the call must pass the permissive schema. */
const UNSHOWN = Symbol('unshown answer');

interface Row {
  name: string;
  run: (api: Api) => Promise<unknown>;
  method: HttpMethod;
  path: string;
  body?: unknown;
  /** false: sent without credentials. */
  auth: boolean;
  /** An answer the schema accepts, and one it must reject. */
  ok: unknown;
  bad: unknown;
}

const list = (entry: unknown) => ({ count: 1, list: [entry] });
const tokens = { accessToken: 'a', refreshToken: 'r' };
const success = { success: true };
const notSuccess = { ok: true };
const item = sampleLot;
const lotWithoutPrice = { id: 1, title: 'x', lot_type: 'item' };
const pkg = { ...sampleLot, lot_type: 'package' };
const subscription = { ...sampleLot, lot_type: 'subscription' };
const coin = { id: 1, count: 100, price: { USD: 99 } };
const plan = { ...sampleLot, lot_type: 'plan', periods: [{ id: 1, length: 3 }] };
const category = { id: 1, virtual_path: '/', virtual_name: 'ships' };
const manufacturer = { id: 1, title: 'Acme' };
const slide = { id: 1, background_type: 'Picture', background_url: '/a.png' };
const badSlide = { id: 1, background_type: 'Gif', background_url: '/a.gif' };
const group = { id: 1, duration: 5 };
const template = { page_list: { page_links: [], page_links_order: [] }, social_list: [] };
const post = { id: 1, publish_at: '2025-01-01', caption: 'c', text: 't' };
const billing = { ...sampleBilling, id: 1 };
const game = { ...sampleGame, id: 1 };
const shipping = { ...sampleShipping, id: 1 };
const referral = { id: 1, code: 'X', owner_id: 2 };
const login = { alias: 'pilot', password: 'secret', rememberMe: true };
const register = { alias: 'pilot', email: 'p@s.io', password: 'secret', bdate: '1/2/2000', agreement: true };
const cardRef = { payment_method_id: 'pm', payment: 'paypal' } as const;
const pay: PayByCardPayload = { token_id: 'pm', payment: 'stripe', product: [{ lot_type: 'item', count: 1, lot_id: 1 }] };
const page = { enabled: [{ field: 'enabled', condition: '=', value: ['true'] }] };
const listQuery = { pagination: { offset: 0, limit: 6 }, where: page.enabled };
const settings = { user_name: 'n', isLoginID: true, language: 'en', timezone: '+01:00' } as const;

const rows: Row[] = [
  // auth
  { name: 'auth.login', run: (a) => a.auth.login(login), method: 'POST', path: '/auth/login', body: login, auth: false, ok: tokens, bad: { accessToken: 'a' } },
  { name: 'auth.register', run: (a) => a.auth.register(register), method: 'POST', path: '/auth/register', body: register, auth: false, ok: tokens, bad: {} },
  { name: 'auth.refresh', run: (a) => a.auth.refresh({ value: 'r' }), method: 'POST', path: '/auth/refresh', body: { value: 'r' }, auth: false, ok: tokens, bad: { refreshToken: 'r' } },
  { name: 'auth.validate', run: (a) => a.auth.validate({ value: 'a' }), method: 'POST', path: '/auth/validate', body: { value: 'a' }, auth: false, ok: null, bad: UNSHOWN },
  { name: 'auth.logout', run: (a) => a.auth.logout({ value: 'r' }), method: 'POST', path: '/auth/logout', body: { value: 'r' }, auth: false, ok: null, bad: UNSHOWN },
  // account and settings
  { name: 'account.sendRecovery', run: (a) => a.account.sendRecovery({ email: 'a@b.co' }), method: 'POST', path: '/account/password/recovery/send', body: { email: 'a@b.co' }, auth: false, ok: null, bad: UNSHOWN },
  { name: 'account.recoverPassword', run: (a) => a.account.recoverPassword({ new_password: 'abcd', recovery_token: 't' }), method: 'POST', path: '/account/password/recovery', body: { new_password: 'abcd', recovery_token: 't' }, auth: false, ok: null, bad: UNSHOWN },
  { name: 'account.changePassword', run: (a) => a.account.changePassword({ old_password: 'abcd', new_password: 'efgh' }), method: 'POST', path: '/account/password/change', body: { old_password: 'abcd', new_password: 'efgh' }, auth: true, ok: null, bad: UNSHOWN },
  { name: 'account.verify', run: (a) => a.account.verify({ code: 'c' }), method: 'POST', path: '/account/verify', body: { code: 'c' }, auth: false, ok: null, bad: UNSHOWN },
  { name: 'settings.get', run: (a) => a.settings.get(), method: 'GET', path: '/account/settings', auth: true, ok: settings, bad: { isLoginID: 'yes' } },
  { name: 'settings.save', run: (a) => a.settings.save(settings), method: 'POST', path: '/account/settings', body: settings, auth: true, ok: null, bad: UNSHOWN },
  // wallet and cart
  { name: 'wallet.get', run: (a) => a.wallet.get(), method: 'GET', path: '/wallet', auth: true, ok: { balance: 5 }, bad: { balance: '5' } },
  { name: 'wallet.balance', run: (a) => a.wallet.balance(), method: 'GET', path: '/wallet/balance', auth: true, ok: { balance: 5.25 }, bad: {} },
  {
    name: 'cart.edit (a missing currency is sent as USD)',
    run: (a) => a.cart.edit({ shopping_cart_items: [{ lot_id: 1, lot_type: 'item', count: 0 }] }),
    method: 'POST', path: '/market/shopping_cart/edit',
    body: { shopping_cart_items: [{ lot_id: 1, lot_type: 'item', count: 0, currency: 'USD' }] },
    auth: true, ok: { item: [{ product: item, count: 2, currency: 'RDC' }] }, bad: { item: [{ count: 1 }] },
  },
  // payment
  { name: 'payment.cards.list', run: (a) => a.payment.cards.list(), method: 'POST', path: '/payment_card/list', auth: true, ok: list(sampleCard), bad: list({ ...sampleCard, payment: 'visa' }) },
  { name: 'payment.cards.delete', run: (a) => a.payment.cards.delete(cardRef), method: 'POST', path: '/payment_card/delete', body: cardRef, auth: true, ok: success, bad: notSuccess },
  { name: 'payment.cards.setDefault', run: (a) => a.payment.cards.setDefault(cardRef), method: 'POST', path: '/payment_card/set_default', body: cardRef, auth: true, ok: true, bad: notSuccess },
  { name: 'payment.cards.pay', run: (a) => a.payment.cards.pay(pay), method: 'POST', path: '/payment_card/pay', body: pay, auth: true, ok: { coin: [{ product: { ...item, lot_type: 'coin' }, count: 1 }] }, bad: { item: 'x' } },
  { name: 'payment.cards.refund', run: (a) => a.payment.cards.refund({ id: 1 }), method: 'POST', path: '/payment_card/refund', body: { id: 1 }, auth: true, ok: null, bad: UNSHOWN },
  { name: 'payment.paypal.getData', run: (a) => a.payment.paypal.getData(), method: 'POST', path: '/payment_paypal/get_data', auth: true, ok: { access_token: 't', customer_id: 'c', expires: 60 }, bad: { access_token: 't' } },
  { name: 'payment.paypal.addCard', run: (a) => a.payment.paypal.addCard({ customer_id: 'c', payment_method_id: 'pm' }), method: 'POST', path: '/payment_paypal/add_card', body: { customer_id: 'c', payment_method_id: 'pm' }, auth: true, ok: sampleCard, bad: { last4: '1' } },
  { name: 'payment.stripe.addCard', run: (a) => a.payment.stripe.addCard({ payment_method_id: 'pm' }), method: 'POST', path: '/payment_stripe/add_card', body: { payment_method_id: 'pm' }, auth: true, ok: sampleCard, bad: { last4: '1' } },
  { name: 'payment.stripe.editCard', run: (a) => a.payment.stripe.editCard({ x: 1 }), method: 'POST', path: '/payments.StripeFeature/EditCard', body: { x: 1 }, auth: true, ok: null, bad: UNSHOWN },
  { name: 'payment.transactions.listLastDetails', run: (a) => a.payment.transactions.listLastDetails(), method: 'POST', path: '/payment_transaction/list_last_details', body: {}, auth: true, ok: list({ id: 1 }), bad: { list: 'x' } },
  { name: 'payment.transactions.getById', run: (a) => a.payment.transactions.getById({ id: 1 }), method: 'POST', path: '/payment_transaction/get_by_id', body: { id: 1 }, auth: true, ok: list({ id: 1 }), bad: { count: -1 } },
  { name: 'payment.transactions.listByUserId', run: (a) => a.payment.transactions.listByUserId({ user_id: 2 }), method: 'POST', path: '/payment_transaction/list_by_user_id', body: { user_id: 2 }, auth: true, ok: list({}), bad: { list: 'x' } },
  { name: 'payment.tickets.add', run: (a) => a.payment.tickets.add({ text: 'help' }), method: 'POST', path: '/payment_transaction/ticket/add', body: { text: 'help' }, auth: true, ok: { id: 1, status: 'open', text: 'help' }, bad: { id: 'x', status: 'open' } },
  { name: 'payment.tickets.list', run: (a) => a.payment.tickets.list(), method: 'POST', path: '/payment_transaction/ticket/list', body: {}, auth: true, ok: list({ id: 1 }), bad: { list: 'x' } },
  { name: 'payment.tickets.getByUserId', run: (a) => a.payment.tickets.getByUserId({ user_id: 2 }), method: 'POST', path: '/payment_transaction/ticket/get_by_user_id', body: { user_id: 2 }, auth: true, ok: list({ id: 1 }), bad: { count: -1 } },
  { name: 'payment.tickets.close', run: (a) => a.payment.tickets.close({ id: 1 }), method: 'POST', path: '/payment_transaction/ticket/close', body: { id: 1 }, auth: true, ok: success, bad: notSuccess },
  // addresses
  { name: 'address.billing.add', run: (a) => a.address.billing.add(sampleBilling), method: 'POST', path: '/address/billing/add', body: sampleBilling, auth: true, ok: billing, bad: sampleBilling },
  { name: 'address.billing.edit', run: (a) => a.address.billing.edit(billing), method: 'POST', path: '/address/billing/edit', body: billing, auth: true, ok: billing, bad: { id: 1 } },
  { name: 'address.billing.delete', run: (a) => a.address.billing.delete({ id: 1 }), method: 'POST', path: '/address/billing/delete', body: { id: 1 }, auth: true, ok: success, bad: notSuccess },
  { name: 'address.billing.listByUserId', run: (a) => a.address.billing.listByUserId(), method: 'POST', path: '/address/billing/list_by_user_id', body: { type: 'billing' }, auth: true, ok: list(billing), bad: list(sampleBilling) },
  { name: 'address.billing.setPriority', run: (a) => a.address.billing.setPriority({ id: 1 }), method: 'POST', path: '/address/billing/set_priority', body: { id: 1 }, auth: true, ok: success, bad: notSuccess },
  { name: 'address.game.add', run: (a) => a.address.game.add(sampleGame), method: 'POST', path: '/address/game/add', body: sampleGame, auth: true, ok: game, bad: sampleGame },
  { name: 'address.game.edit', run: (a) => a.address.game.edit(game), method: 'POST', path: '/address/game/edit', body: game, auth: true, ok: game, bad: { ...game, type: 'x' } },
  { name: 'address.game.delete', run: (a) => a.address.game.delete({ id: 1 }), method: 'POST', path: '/address/game/delete', body: { id: 1 }, auth: true, ok: success, bad: notSuccess },
  { name: 'address.game.listByUserId', run: (a) => a.address.game.listByUserId('pickup', { offset: 0, limit: 5 }), method: 'POST', path: '/address/game/list_by_user_id', body: { type: 'pickup', pagination: { offset: 0, limit: 5 } }, auth: true, ok: list(game), bad: list(sampleGame) },
  { name: 'address.game.setPriority', run: (a) => a.address.game.setPriority({ id: 1 }), method: 'POST', path: '/address/game/set_priority', body: { id: 1 }, auth: true, ok: success, bad: notSuccess },
  { name: 'address.shipping.add', run: (a) => a.address.shipping.add(sampleShipping), method: 'POST', path: '/address/shipping/add', body: sampleShipping, auth: true, ok: shipping, bad: sampleShipping },
  { name: 'address.shipping.edit', run: (a) => a.address.shipping.edit(shipping), method: 'POST', path: '/address/shipping/edit', body: shipping, auth: true, ok: shipping, bad: { ...shipping, type: 'billing' } },
  { name: 'address.shipping.delete', run: (a) => a.address.shipping.delete({ id: 1 }), method: 'POST', path: '/address/shipping/delete', body: { id: 1 }, auth: true, ok: success, bad: notSuccess },
  { name: 'address.shipping.listByUserId', run: (a) => a.address.shipping.listByUserId(), method: 'POST', path: '/address/shipping/list_by_user_id', body: { type: 'shipping' }, auth: true, ok: list(shipping), bad: list(sampleShipping) },
  { name: 'address.shipping.setPriority', run: (a) => a.address.shipping.setPriority({ id: 1 }), method: 'POST', path: '/address/shipping/set_priority', body: { id: 1 }, auth: true, ok: success, bad: notSuccess },
  { name: 'address.banking.add', run: (a) => a.address.banking.add({ iban: 'X' }), method: 'POST', path: '/banking/info/addresses/add', body: { iban: 'X' }, auth: true, ok: { id: 1, iban: 'X' }, bad: { id: 'x' } },
  { name: 'address.banking.edit', run: (a) => a.address.banking.edit({ id: 1 }), method: 'POST', path: '/banking/info/addresses/edit', body: { id: 1 }, auth: true, ok: { id: 1 }, bad: [] },
  { name: 'address.banking.list', run: (a) => a.address.banking.list(), method: 'POST', path: '/banking/info/addresses/list', body: {}, auth: true, ok: list({ id: 1 }), bad: { list: 'x' } },
  { name: 'address.banking.delete', run: (a) => a.address.banking.delete(7), method: 'DELETE', path: '/banking/info/addresses/delete/7', auth: true, ok: success, bad: notSuccess },
  // market: items, periods, subscriptions, coins
  { name: 'market.items.list', run: (a) => a.market.items.list({ pagination: { limit: 10 }, search: 'la' }), method: 'POST', path: '/market/items/list', body: { pagination: { limit: 10 }, search: 'la' }, auth: false, ok: list({ id: 1, title: 'Laser' }), bad: list({ id: 1 }) },
  { name: 'market.items.listAdmin', run: (a) => a.market.items.listAdmin(), method: 'POST', path: '/market/items/list/admin', body: {}, auth: true, ok: list(item), bad: list(lotWithoutPrice) },
  { name: 'market.items.listByVirtualPath', run: (a) => a.market.items.listByVirtualPath({ virtual_path: '/', virtual_name: 'ships' }), method: 'POST', path: '/market/items/list_by_virtual_path', body: { virtual_path: '/', virtual_name: 'ships' }, auth: false, ok: list(item), bad: list(lotWithoutPrice) },
  { name: 'market.items.get', run: (a) => a.market.items.get(11), method: 'GET', path: '/market/items/11', auth: false, ok: item, bad: lotWithoutPrice },
  { name: 'market.items.add', run: (a) => a.market.items.add({ title: 'x', lot_type: 'item', price: { USD: 1 } }), method: 'POST', path: '/market/items/add', body: { title: 'x', lot_type: 'item', price: { USD: 1 } }, auth: true, ok: item, bad: lotWithoutPrice },
  { name: 'market.items.edit', run: (a) => a.market.items.edit({ id: 11, title: 'y' }), method: 'POST', path: '/market/items/edit', body: { id: 11, title: 'y' }, auth: true, ok: item, bad: pkg },
  { name: 'market.items.delete', run: (a) => a.market.items.delete({ id: 11 }), method: 'POST', path: '/market/items/delete', body: { id: 11 }, auth: true, ok: success, bad: notSuccess },
  { name: 'market.periods.list', run: (a) => a.market.periods.list(), method: 'POST', path: '/market/period/list', auth: false, ok: list({ id: 1, length: 3 }), bad: list({ id: 1, length: 0 }) },
  { name: 'market.plans.list', run: (a) => a.market.plans.list(listQuery), method: 'POST', path: '/market/plan/list', body: listQuery, auth: false, ok: list(plan), bad: list({ ...plan, periods: [{ id: 1, length: 0 }] }) },
  { name: 'market.subscriptions.list', run: (a) => a.market.subscriptions.list(listQuery), method: 'POST', path: '/market/subscription/list', body: listQuery, auth: false, ok: list(subscription), bad: list(item) },
  { name: 'market.subscriptions.getById', run: (a) => a.market.subscriptions.getById({ id: 1 }), method: 'POST', path: '/market/subscription/get_by_id', body: { id: 1 }, auth: false, ok: subscription, bad: lotWithoutPrice },
  { name: 'market.subscriptions.add', run: (a) => a.market.subscriptions.add({ title: 's', price: {} }), method: 'POST', path: '/market/subscription/add', body: { title: 's', price: {} }, auth: true, ok: subscription, bad: item },
  { name: 'market.subscriptions.edit', run: (a) => a.market.subscriptions.edit({ id: 1, enabled: false }), method: 'POST', path: '/market/subscription/edit', body: { id: 1, enabled: false }, auth: true, ok: subscription, bad: null },
  { name: 'market.subscriptions.delete', run: (a) => a.market.subscriptions.delete({ id: 1 }), method: 'POST', path: '/market/subscription/delete', body: { id: 1 }, auth: true, ok: false, bad: 'false' },
  { name: 'market.coinsPackages.list', run: (a) => a.market.coinsPackages.list({ where: page.enabled }), method: 'POST', path: '/market/coins_package/list', body: { where: page.enabled }, auth: false, ok: list(coin), bad: list({ id: 1, count: 1, price: {} }) },
  { name: 'market.coinsPackages.getById', run: (a) => a.market.coinsPackages.getById({ id: 1 }), method: 'POST', path: '/market/coins_package/get_by_id', body: { id: 1 }, auth: false, ok: coin, bad: { id: 1 } },
  { name: 'market.coinsPackages.add ("result or null")', run: (a) => a.market.coinsPackages.add({ count: 5, price: { USD: 1 } }), method: 'POST', path: '/market/coins_package/add', body: { count: 5, price: { USD: 1 } }, auth: true, ok: null, bad: { id: 1 } },
  { name: 'market.coinsPackages.edit', run: (a) => a.market.coinsPackages.edit({ id: 1, count: 6 }), method: 'POST', path: '/market/coins_package/edit', body: { id: 1, count: 6 }, auth: true, ok: coin, bad: { id: 1 } },
  { name: 'market.coinsPackages.delete', run: (a) => a.market.coinsPackages.delete({ id: 1 }), method: 'POST', path: '/market/coins_package/delete', body: { id: 1 }, auth: true, ok: true, bad: notSuccess },
  // market: categories, manufacturers, packages
  { name: 'market.categories.list', run: (a) => a.market.categories.list(), method: 'POST', path: '/market/categories/list', body: {}, auth: false, ok: list(category), bad: list({ virtual_path: '/' }) },
  { name: 'market.categories.listByVirtualPath', run: (a) => a.market.categories.listByVirtualPath({ virtual_path: '', manufacturer_id: 2 }), method: 'POST', path: '/market/categories/list_by_virtual_path', body: { virtual_path: '', manufacturer_id: 2 }, auth: false, ok: list(category), bad: list({ id: 'x' }) },
  { name: 'market.categories.add', run: (a) => a.market.categories.add({ virtual_path: '/', virtual_name: 'x' }), method: 'POST', path: '/market/categories/add', body: { virtual_path: '/', virtual_name: 'x' }, auth: true, ok: category, bad: {} },
  { name: 'market.categories.edit', run: (a) => a.market.categories.edit({ id: 1, virtual_name: 'y' }), method: 'POST', path: '/market/categories/edit', body: { id: 1, virtual_name: 'y' }, auth: true, ok: category, bad: {} },
  { name: 'market.categories.delete', run: (a) => a.market.categories.delete({ id: 1 }), method: 'POST', path: '/market/categories/delete', body: { id: 1 }, auth: true, ok: success, bad: notSuccess },
  { name: 'market.manufacturers.list', run: (a) => a.market.manufacturers.list({ pagination: { offset: 0, limit: 6 } }), method: 'POST', path: '/market/manufacturers/list', body: { pagination: { offset: 0, limit: 6 } }, auth: false, ok: list(manufacturer), bad: list({ id: 1 }) },
  { name: 'market.manufacturers.listByIds', run: (a) => a.market.manufacturers.listByIds({ ids: [1, 2] }), method: 'POST', path: '/market/manufacturers/list/by/ids', body: { ids: [1, 2] }, auth: false, ok: list(manufacturer), bad: list({ title: 'x' }) },
  { name: 'market.manufacturers.add', run: (a) => a.market.manufacturers.add({ title: 'Acme' }), method: 'POST', path: '/market/manufacturers/add', body: { title: 'Acme' }, auth: true, ok: manufacturer, bad: { id: 1 } },
  { name: 'market.manufacturers.edit', run: (a) => a.market.manufacturers.edit({ id: 1, title: 'B' }), method: 'POST', path: '/market/manufacturers/edit', body: { id: 1, title: 'B' }, auth: true, ok: manufacturer, bad: { id: 1 } },
  { name: 'market.manufacturers.delete', run: (a) => a.market.manufacturers.delete(3), method: 'DELETE', path: '/market/manufacturers/delete/3', auth: true, ok: success, bad: notSuccess },
  { name: 'market.packages.list', run: (a) => a.market.packages.list(listQuery), method: 'POST', path: '/market/packages/list', body: listQuery, auth: false, ok: list(pkg), bad: list(item) },
  { name: 'market.packages.get', run: (a) => a.market.packages.get(5), method: 'GET', path: '/market/packages/5', auth: false, ok: pkg, bad: item },
  { name: 'market.packages.add', run: (a) => a.market.packages.add({ title: 'p', price: {} }), method: 'POST', path: '/market/packages/add', body: { title: 'p', price: {} }, auth: true, ok: pkg, bad: lotWithoutPrice },
  { name: 'market.packages.edit', run: (a) => a.market.packages.edit({ id: 5 }), method: 'POST', path: '/market/packages/edit', body: { id: 5 }, auth: true, ok: pkg, bad: lotWithoutPrice },
  { name: 'market.packages.delete', run: (a) => a.market.packages.delete({ id: 5 }), method: 'POST', path: '/market/packages/delete', body: { id: 5 }, auth: true, ok: success, bad: notSuccess },
  // market: slides, slide groups, sliders
  { name: 'market.slides.list', run: (a) => a.market.slides.list(), method: 'POST', path: '/market/slide/list', body: {}, auth: false, ok: list(slide), bad: list(badSlide) },
  { name: 'market.slides.add', run: (a) => a.market.slides.add({ background_type: 'Video', background_url: '/v' }), method: 'POST', path: '/market/slide/add', body: { background_type: 'Video', background_url: '/v' }, auth: true, ok: slide, bad: badSlide },
  { name: 'market.slides.edit', run: (a) => a.market.slides.edit({ id: 1, title: 't' }), method: 'POST', path: '/market/slide/edit', body: { id: 1, title: 't' }, auth: true, ok: slide, bad: badSlide },
  { name: 'market.slides.delete', run: (a) => a.market.slides.delete({ id: 1 }), method: 'POST', path: '/market/slide/delete', body: { id: 1 }, auth: true, ok: success, bad: notSuccess },
  { name: 'market.slides.toggle', run: (a) => a.market.slides.toggle({ id: 1 }), method: 'POST', path: '/market/slide/toggle', body: { id: 1 }, auth: true, ok: slide, bad: badSlide },
  { name: 'market.slideGroups.list', run: (a) => a.market.slideGroups.list(), method: 'POST', path: '/market/slide/group/list', body: {}, auth: false, ok: list(group), bad: list({ id: 1 }) },
  { name: 'market.slideGroups.getById', run: (a) => a.market.slideGroups.getById({ id: 1 }), method: 'POST', path: '/market/slide/group/get_by_id', body: { id: 1 }, auth: false, ok: group, bad: { id: 1 } },
  { name: 'market.slideGroups.getByUrl', run: (a) => a.market.slideGroups.getByUrl({ url: '/' }), method: 'POST', path: '/market/slide/group/get_by_url', body: { url: '/' }, auth: false, ok: group, bad: { ...group, slides: [badSlide] } },
  { name: 'market.slideGroups.listBySlide', run: (a) => a.market.slideGroups.listBySlide(4), method: 'POST', path: '/market/slide/group/list/by-slide/4', auth: false, ok: list(group), bad: list({}) },
  { name: 'market.slideGroups.listBySlider', run: (a) => a.market.slideGroups.listBySlider(9), method: 'POST', path: '/market/slide/group/list/by-slider/9', auth: false, ok: list(group), bad: list({}) },
  { name: 'market.slideGroups.add', run: (a) => a.market.slideGroups.add({ duration: 5 }), method: 'POST', path: '/market/slide/group/add', body: { duration: 5 }, auth: true, ok: group, bad: { id: 1 } },
  { name: 'market.slideGroups.edit', run: (a) => a.market.slideGroups.edit({ id: 1, duration: 6 }), method: 'POST', path: '/market/slide/group/edit', body: { id: 1, duration: 6 }, auth: true, ok: group, bad: { id: 1 } },
  { name: 'market.slideGroups.toggle', run: (a) => a.market.slideGroups.toggle({ id: 1 }), method: 'POST', path: '/market/slide/group/toggle', body: { id: 1 }, auth: true, ok: group, bad: { id: 1 } },
  { name: 'market.slideGroups.delete', run: (a) => a.market.slideGroups.delete({ id: 1 }), method: 'POST', path: '/market/slide/group/delete', body: { id: 1 }, auth: true, ok: success, bad: notSuccess },
  { name: 'market.sliders.list', run: (a) => a.market.sliders.list(), method: 'POST', path: '/market/slider/list', body: {}, auth: false, ok: list({ id: 1 }), bad: list({ id: 'x' }) },
  { name: 'market.sliders.lookup', run: (a) => a.market.sliders.lookup(2), method: 'POST', path: '/market/slider/lookup/2', auth: false, ok: { id: 2, images: [{ id: 1, image_url: '/i' }] }, bad: { id: 2, images: [{ id: 1 }] } },
  { name: 'market.sliders.add', run: (a) => a.market.sliders.add({}), method: 'POST', path: '/market/slider/add', body: {}, auth: true, ok: { id: 1 }, bad: {} },
  { name: 'market.sliders.edit', run: (a) => a.market.sliders.edit({ id: 1 }), method: 'POST', path: '/market/slider/edit', body: { id: 1 }, auth: true, ok: { id: 1 }, bad: {} },
  { name: 'market.sliders.delete', run: (a) => a.market.sliders.delete({ id: 1 }), method: 'POST', path: '/market/slider/delete', body: { id: 1 }, auth: true, ok: success, bad: notSuccess },
  // entity URLs and link templates
  { name: 'entityUrl.get', run: (a) => a.entityUrl.get('/marketplace/product/item/11'), method: 'GET', path: '/entity-url/marketplace/product/item/11', auth: false, ok: { type: 'market:item', entity_id: 11 }, bad: { entity_id: 11 } },
  { name: 'entityUrl.get (no leading slash)', run: (a) => a.entityUrl.get('articles/39'), method: 'GET', path: '/entity-url/articles/39', auth: false, ok: { type: 'content:post' }, bad: {} },
  { name: 'entityUrl.update', run: (a) => a.entityUrl.update({ url: '/a', type: 'content:post', entity_id: 39 }), method: 'PUT', path: '/entity-url/update', body: { url: '/a', type: 'content:post', entity_id: 39 }, auth: true, ok: { type: 'content:post' }, bad: { url: '/a' } },
  { name: 'entityUrl.list', run: (a) => a.entityUrl.list(), method: 'GET', path: '/entity-url/list', auth: true, ok: list({ type: 'unknown' }), bad: list({ url: '/' }) },
  { name: 'linkTemplate.getByUrl', run: (a) => a.linkTemplate.getByUrl({ url: '/' }), method: 'POST', path: '/link/template/get_by_url', body: { url: '/' }, auth: false, ok: template, bad: { social_list: [{ id: 1 }] } },
  { name: 'linkTemplate.list', run: (a) => a.linkTemplate.list(), method: 'POST', path: '/link/template/list', body: {}, auth: true, ok: list(template), bad: list({ page_list: 'x' }) },
  { name: 'linkTemplate.add', run: (a) => a.linkTemplate.add({ url: '/' }), method: 'POST', path: '/link/template/add', body: { url: '/' }, auth: true, ok: template, bad: { social_list: 'x' } },
  { name: 'linkTemplate.edit', run: (a) => a.linkTemplate.edit({ id: 1, url: '/x' }), method: 'POST', path: '/link/template/edit', body: { id: 1, url: '/x' }, auth: true, ok: template, bad: { page_list: [] } },
  { name: 'linkTemplate.delete', run: (a) => a.linkTemplate.delete({ id: 1 }), method: 'POST', path: '/link/template/delete', body: { id: 1 }, auth: true, ok: success, bad: notSuccess },
  // content
  { name: 'content.posts.getComments (with_sub true)', run: (a) => a.content.posts.getComments({ post_id: 39 }), method: 'POST', path: '/content/posts/get-comments', body: { with_sub: true, post_id: 39 }, auth: false, ok: list({ post_id: 39, sub_comments: [{ post_id: 39 }] }), bad: list({ post_id: 39, sub_comments: [{}] }) },
  { name: 'content.posts.createComment', run: (a) => a.content.posts.createComment({ post_id: 39, text: 'hi' }), method: 'POST', path: '/content/posts/creare-comment', body: { post_id: 39, text: 'hi' }, auth: true, ok: null, bad: UNSHOWN },
  { name: 'content.posts.list (defaults offset 0, limit 5, type post)', run: (a) => a.content.posts.list({ sort: 'latest' }), method: 'POST', path: '/post/list', body: { sort: 'latest', offset: 0, limit: 5, type: 'post' }, auth: false, ok: list(post), bad: list({ id: 1 }) },
  { name: 'content.posts.getById', run: (a) => a.content.posts.getById({ id: 39 }), method: 'POST', path: '/post/get_by_id', body: { id: 39 }, auth: false, ok: post, bad: { id: 39 } },
  { name: 'content.posts.add', run: (a) => a.content.posts.add({ caption: 'c', text: 't' }), method: 'POST', path: '/post/add', body: { caption: 'c', text: 't' }, auth: true, ok: post, bad: {} },
  { name: 'content.posts.edit', run: (a) => a.content.posts.edit({ id: 1, text: 'u' }), method: 'POST', path: '/post/edit', body: { id: 1, text: 'u' }, auth: true, ok: post, bad: {} },
  { name: 'content.posts.delete', run: (a) => a.content.posts.delete({ id: 1 }), method: 'POST', path: '/post/delete', body: { id: 1 }, auth: true, ok: success, bad: notSuccess },
  { name: 'content.postCategories.list', run: (a) => a.content.postCategories.list({ limit: 10, offset: 0, sort: 'id', search: '' }), method: 'POST', path: '/content/posts/categories/list', body: { limit: 10, offset: 0, sort: 'id', search: '' }, auth: false, ok: list({ id: 1, title: 'news' }), bad: list({ title: 'news' }) },
  { name: 'content.postCategories.create', run: (a) => a.content.postCategories.create({ title: 'news' }), method: 'POST', path: '/content/posts/categories/create', body: { title: 'news' }, auth: true, ok: { id: 1 }, bad: {} },
  { name: 'content.postCategories.edit', run: (a) => a.content.postCategories.edit({ id: 1, title: 'dev' }), method: 'POST', path: '/content/posts/categories/edit', body: { id: 1, title: 'dev' }, auth: true, ok: { id: 1 }, bad: {} },
  { name: 'content.postCategories.delete', run: (a) => a.content.postCategories.delete({ id: 1 }), method: 'DELETE', path: '/content/posts/categories/delete', body: { id: 1 }, auth: true, ok: success, bad: notSuccess },
  { name: 'content.pages.list (data parsed)', run: (a) => a.content.pages.list(), method: 'POST', path: '/page/list', body: {}, auth: false, ok: list({ id: 1, data: '{"a":1}' }), bad: list({ id: 1, data: '{' }) },
  { name: 'content.pages.add', run: (a) => a.content.pages.add({ data: '{}' }), method: 'POST', path: '/page/add', body: { data: '{}' }, auth: true, ok: { id: 1, data: '{}' }, bad: { id: 1, data: {} } },
  { name: 'content.pages.edit', run: (a) => a.content.pages.edit({ id: 1, data: '{}' }), method: 'POST', path: '/page/edit', body: { id: 1, data: '{}' }, auth: true, ok: { id: 1, data: '{}' }, bad: { id: 1 } },
  { name: 'content.pages.delete', run: (a) => a.content.pages.delete({ id: 1 }), method: 'POST', path: '/page/delete', body: { id: 1 }, auth: true, ok: success, bad: notSuccess },
  // rewards, streaming templates, referral codes
  { name: 'reward.add', run: (a) => a.reward.add({ name: 'r' }), method: 'POST', path: '/reward/add', body: { name: 'r' }, auth: true, ok: { id: 1 }, bad: { id: 'x' } },
  { name: 'reward.list', run: (a) => a.reward.list(), method: 'POST', path: '/reward/list', body: {}, auth: true, ok: list({ id: 1 }), bad: { list: 'x' } },
  { name: 'reward.get', run: (a) => a.reward.get(3), method: 'GET', path: '/reward/3', auth: true, ok: { id: 3 }, bad: 'x' },
  { name: 'reward.update', run: (a) => a.reward.update(3, { name: 'r' }), method: 'PUT', path: '/reward/3', body: { name: 'r' }, auth: true, ok: { id: 3 }, bad: 'x' },
  { name: 'reward.delete', run: (a) => a.reward.delete(3), method: 'DELETE', path: '/reward/3', auth: true, ok: success, bad: notSuccess },
  { name: 'streamingTemplate.add', run: (a) => a.streamingTemplate.add({ name: 's' }), method: 'POST', path: '/streaming/template/add', body: { name: 's' }, auth: true, ok: { id: 1 }, bad: [] },
  { name: 'streamingTemplate.list', run: (a) => a.streamingTemplate.list(), method: 'POST', path: '/streaming/template/list', body: {}, auth: true, ok: list({ id: 1 }), bad: { count: 'x' } },
  { name: 'streamingTemplate.update', run: (a) => a.streamingTemplate.update(2, { name: 's' }), method: 'PUT', path: '/streaming/template/2', body: { name: 's' }, auth: true, ok: { id: 2 }, bad: [] },
  { name: 'streamingTemplate.delete', run: (a) => a.streamingTemplate.delete(2), method: 'DELETE', path: '/streaming/template/2', auth: true, ok: success, bad: notSuccess },
  { name: 'referral.create', run: (a) => a.referral.create({ code: 'X' }), method: 'POST', path: '/referral/codes/create', body: { code: 'X' }, auth: true, ok: referral, bad: { id: 1 } },
  { name: 'referral.edit', run: (a) => a.referral.edit({ id: 1, description: 'd' }), method: 'PUT', path: '/referral/codes/edit', body: { id: 1, description: 'd' }, auth: true, ok: referral, bad: { id: 1 } },
  { name: 'referral.listByUser', run: (a) => a.referral.listByUser(2), method: 'GET', path: '/referral/codes/user/2', auth: true, ok: list(referral), bad: list({ id: 1 }) },
  { name: 'referral.generateShort', run: (a) => a.referral.generateShort(), method: 'GET', path: '/referral/codes/gen/short', auth: true, ok: 'AB12', bad: {} },
  { name: 'referral.generateLong', run: (a) => a.referral.generateLong(), method: 'GET', path: '/referral/codes/gen/long', auth: true, ok: { code: 'LONGCODE' }, bad: 42 },
  { name: 'referral.list', run: (a) => a.referral.list(), method: 'GET', path: '/referral/codes/list', auth: true, ok: list(referral), bad: list({ code: 'X' }) },
  // micro-services and policy
  { name: 'microService.add', run: (a) => a.microService.add({ name: 'ms' }), method: 'POST', path: '/ms/add', body: { name: 'ms' }, auth: true, ok: { id: 1 }, bad: 'x' },
  { name: 'microService.edit', run: (a) => a.microService.edit({ id: 1 }), method: 'POST', path: '/ms/edit', body: { id: 1 }, auth: true, ok: { id: 1 }, bad: 'x' },
  { name: 'microService.list', run: (a) => a.microService.list(), method: 'POST', path: '/ms/list', body: {}, auth: true, ok: list({ id: 1 }), bad: { list: 1 } },
  { name: 'microService.delete', run: (a) => a.microService.delete({ id: 1 }), method: 'DELETE', path: '/ms/delete', body: { id: 1 }, auth: true, ok: success, bad: notSuccess },
  { name: 'microService.routes.add', run: (a) => a.microService.routes.add({ path: '/x' }), method: 'POST', path: '/ms/routes/add', body: { path: '/x' }, auth: true, ok: { id: 1 }, bad: 'x' },
  { name: 'microService.routes.edit', run: (a) => a.microService.routes.edit({ id: 1 }), method: 'POST', path: '/ms/routes/edit', body: { id: 1 }, auth: true, ok: { id: 1 }, bad: 'x' },
  { name: 'microService.routes.list', run: (a) => a.microService.routes.list(), method: 'POST', path: '/ms/routes/list', body: {}, auth: true, ok: list({ id: 1 }), bad: { list: 1 } },
  { name: 'microService.routes.delete', run: (a) => a.microService.routes.delete({ id: 1 }), method: 'DELETE', path: '/ms/routes/delete', body: { id: 1 }, auth: true, ok: success, bad: notSuccess },
  { name: 'policy.roles.add', run: (a) => a.policy.roles.add({ name: 'admin' }), method: 'POST', path: '/policy/roles/add', body: { name: 'admin' }, auth: true, ok: { id: 1 }, bad: 'x' },
  { name: 'policy.roles.edit', run: (a) => a.policy.roles.edit({ id: 1 }), method: 'POST', path: '/policy/roles/edit', body: { id: 1 }, auth: true, ok: { id: 1 }, bad: 'x' },
  { name: 'policy.roles.list', run: (a) => a.policy.roles.list(), method: 'POST', path: '/policy/roles/list', body: {}, auth: true, ok: list({ id: 1 }), bad: { list: 1 } },
  { name: 'policy.roles.delete', run: (a) => a.policy.roles.delete({ id: 1 }), method: 'DELETE', path: '/policy/roles/delete', body: { id: 1 }, auth: true, ok: success, bad: notSuccess },
  { name: 'policy.permissions.add', run: (a) => a.policy.permissions.add({ name: 'read' }), method: 'POST', path: '/policy/permissions/add', body: { name: 'read' }, auth: true, ok: { id: 1 }, bad: 'x' },
  { name: 'policy.permissions.edit', run: (a) => a.policy.permissions.edit({ id: 1 }), method: 'POST', path: '/policy/permissions/edit', body: { id: 1 }, auth: true, ok: { id: 1 }, bad: 'x' },
  { name: 'policy.permissions.list', run: (a) => a.policy.permissions.list(), method: 'POST', path: '/policy/permissions/list', body: {}, auth: true, ok: list({ id: 1 }), bad: { list: 1 } },
  { name: 'policy.permissions.delete', run: (a) => a.policy.permissions.delete({ id: 1 }), method: 'DELETE', path: '/policy/permissions/delete', body: { id: 1 }, auth: true, ok: success, bad: notSuccess },
];

describe('domain modules', () => {
  it.each(rows)('$name sends $method $path with the right body, auth and answer schema', async (row) => {
    const { client, calls } = recordingClient(row.ok);
    const answer = await row.run(createApi(client));

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.method).toBe(row.method);
    expect(call?.path).toBe(row.path);
    expect(call?.options.body).toEqual(row.body);
    expect(call?.options.auth ?? true).toBe(row.auth);

    const schema = call!.options.schema;
    expect(answer).toEqual(z.parse(schema, row.ok));
    if (row.bad === UNSHOWN) expect(schema).toBe(UnshownAnswerSchema);
    else expect(z.safeParse(schema, row.bad).success).toBe(false);
  });

  it('covers every function of every domain', () => {
    const { client } = recordingClient(null);
    const api = createApi(client);
    const functionNames = (value: object, prefix: string): string[] =>
      Object.entries(value).flatMap(([key, member]) =>
        typeof member === 'function' ? [`${prefix}${key}`] : functionNames(member as object, `${prefix}${key}.`),
      );
    const tested = new Set(rows.map((row) => row.name.split(' ')[0]));
    expect(functionNames(api, '').filter((name) => !tested.has(name))).toEqual([]);
  });

  it('answers are parsed by the schema: list defaults reach the caller', async () => {
    const { client } = recordingClient({});
    await expect(createApi(client).market.coinsPackages.list()).resolves.toEqual({ count: 0, list: [] });
  });

  it('payment.cards.pay sends the attempt\'s Idempotency-Key header and the caller\'s signal; none without a key', async () => {
    const { client, calls } = recordingClient({});
    const { signal } = new AbortController();
    await createApi(client).payment.cards.pay(pay, { idempotencyKey: 'attempt-1', signal });
    await createApi(client).payment.cards.pay(pay);

    expect(calls[0]?.options.headers).toEqual({ 'Idempotency-Key': 'attempt-1' });
    expect(calls[0]?.options.signal).toBe(signal);
    expect(calls[1]?.options.headers).toBeUndefined();
  });

  it('cart.edit and posts.list refuse a bad payload before sending anything, as a rejection (never a throw at the caller)', async () => {
    const { client, calls } = recordingClient({});
    const api = createApi(client);
    await expect(api.cart.edit({ shopping_cart_items: [{ lot_id: 1, lot_type: 'item', count: -1 }] })).rejects.toThrow();
    await expect(api.content.posts.list({ limit: -5 })).rejects.toThrow();
    expect(calls).toHaveLength(0);
  });
});
