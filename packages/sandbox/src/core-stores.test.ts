// @vitest-environment jsdom
// Core's commerce stores against this sandbox, in-process (createApp with its own in-memory
// database and seeded demo world): login and cart merge, sync, balance, cards, addresses, payment.
import {
  $balance,
  $billingState,
  $cards,
  $cart,
  $cartState,
  $paymentState,
  $profile,
  $purchaseModal,
  $selectedCardId,
  addPaypalCard,
  addToCart,
  answerConfirmation,
  billingAddresses,
  configure,
  deleteCard,
  formatMoney,
  incrementLine,
  loadBalance,
  loadCards,
  login,
  loginState,
  logout,
  makeCardDefault,
  placeOrder,
  register,
  removeLine,
  restorePassword,
  selectCard,
  sendRecovery,
  setLineCurrency,
  setNavigationHost,
  verifyFromAddress,
} from '@rdc/core';
import { cartSynced, configureCardVault, resetConfig, resetNavigationHost } from '@rdc/core/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, type SandboxApp } from './app';

let app: SandboxApp;
const logLines: string[] = [];
const fetchSandbox = (request: Request) => app.fetch(request);

async function serverCart() {
  const { rows } = await app.db.query<{ lot_type: string; lot_id: number; count: number; currency: string }>(
    "SELECT lot_type, lot_id, count, currency FROM cart_items c JOIN users u ON u.id = c.user_id WHERE u.alias = 'demo' ORDER BY lot_type, lot_id",
  );
  return rows.map((r) => `${r.lot_type}:${r.lot_id}×${r.count} ${r.currency}`);
}

async function firstLot(table: string, lotType: string) {
  const { rows } = await app.db.query<{ id: number }>(`SELECT id FROM ${table} ORDER BY id LIMIT 1`);
  const id = rows[0]!.id;
  return { id, lot_type: lotType };
}

beforeAll(async () => {
  app = await createApp({ log: (line) => logLines.push(line) });
  configure({ apiBase: 'http://sandbox.test/api/v1', fetch: fetchSandbox });
  configureCardVault({ fetch: (url, init) => Promise.resolve(app.fetch(new Request(url, init))) });
}, 60_000);
afterAll(async () => {
  logout();
  await cartSynced();
  resetConfig();
  configureCardVault({});
  await app.close();
});

describe('the commerce stores against the sandbox', () => {
  it('"at login the local cart is merged into the server cart", then every change syncs', async () => {
    const item = await firstLot('market_item', 'item');
    const coin = await firstLot('market_coin_pack', 'coin');
    addToCart({ ...item, title: 'Guest pick', price: { USD: 1, RDC: 1 } }, { count: 2 });
    addToCart({ ...coin, title: 'Coins', price: { USD: 1 } });
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    await cartSynced();
    expect($cartState.get().owner).not.toBe(0);
    expect(await serverCart()).toEqual([`coin:${coin.id}×1 USD`, `item:${item.id}×2 USD`]);
    // The server's product replaced the guest's copy.
    expect($cart.get().find((l) => l.lot_type === 'item')?.title).not.toBe('Guest pick');

    await incrementLine(item);
    await setLineCurrency(item, 'RDC');
    expect(await serverCart()).toEqual([`coin:${coin.id}×1 USD`, `item:${item.id}×3 RDC`]);
    await removeLine(item);
    expect(await serverCart()).toEqual([`coin:${coin.id}×1 USD`]);
  });

  it('"balance only when logged in", read in minor units: RDC 1,000.00', async () => {
    await loadBalance({ force: true });
    expect($balance.get()).toBe(100000);
    expect(formatMoney($balance.get(), 'RDC', 'en')).toBe('RDC\u00a01,000.00');
  });

  it('"the billing state ... set after a list returning at least one address"', async () => {
    await billingAddresses.load({ force: true });
    expect(billingAddresses.$addresses.get().length).toBeGreaterThan(0);
    expect($billingState.get()).toBe('billingAddress');
  });

  it('cards: the default is selected; a PayPal card is added through the vault, made default and deleted', async () => {
    await loadCards();
    const seeded = $cards.get().find((c) => c.priority === '1')!;
    expect($selectedCardId.get()).toBe(seeded.payment_method_id);

    const added = await addPaypalCard(
      { number: '4111111111111111', month: '11', year: '2031', crc: '321', card_holder: 'Demo Pilot' },
      { line1: '1 Orbital Way', city: 'Luna City', state: 'LC', postal_code: '10001', country_code: 'US' },
      'en',
    );
    expect(added.ok).toBe(true);
    const paypal = $cards.get().find((c) => c.payment === 'paypal')!;
    expect(paypal.last4).toBe('1111');

    await expect(makeCardDefault(paypal.payment_method_id)).resolves.toBe(true);
    await loadCards();
    expect($cards.get().find((c) => c.priority === '1')?.payment_method_id).toBe(paypal.payment_method_id);
    expect($cards.get().find((c) => c.payment_method_id === seeded.payment_method_id)?.priority).not.toBe(
      '1',
    );

    const deleting = deleteCard(paypal.payment_method_id);
    answerConfirmation(true);
    await expect(deleting).resolves.toBe(true);
    await loadCards();
    expect($cards.get().some((c) => c.payment_method_id === paypal.payment_method_id)).toBe(false);
    await makeCardDefault(seeded.payment_method_id);
    if ($selectedCardId.get() !== seeded.payment_method_id) selectCard(seeded.payment_method_id);
    expect($selectedCardId.get()).toBe(seeded.payment_method_id);
  });

  it('Place order pressed three times pays once; the purchase opens and the balance is refreshed', async () => {
    const presses = [placeOrder(), placeOrder(), placeOrder()];
    const [result] = await Promise.all(presses);
    expect($paymentState.get()).toBe('success');
    expect(result?.coin).toHaveLength(1);
    expect($purchaseModal.get()).toEqual(result);
    const { rows } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM idempotency_keys');
    expect(rows[0]?.n).toBe(1);
    await cartSynced();
    expect($cart.get()).toEqual([]);
    // The coin pack's RDC reached the wallet.
    await expect.poll(() => $balance.get()).toBeGreaterThan(100000);
  });
});

describe('account flows against the sandbox', () => {
  let address = 'http://localhost/';
  const visited: string[] = [];
  const lastLogged = (pattern: RegExp) =>
    [...logLines]
      .reverse()
      .map((line) => pattern.exec(line)?.[1])
      .find(Boolean);

  beforeAll(() => {
    setNavigationHost({
      currentUrl: () => address,
      navigate: (url) => visited.push(url),
      replaceUrl: (url) => {
        address = new URL(url, address).href;
      },
    });
  });
  afterAll(() => resetNavigationHost());

  it('register → verify by the code in the address → recovery → restore with the token logs in', async () => {
    logout();
    await expect(
      register(
        {
          alias: 'pilot7',
          email: 'pilot7@rdc.test',
          password: 'launch42',
          agreement: true,
          day: 3,
          month: 9,
          year: 2001,
        },
        'en',
      ),
    ).resolves.toEqual({ ok: true });
    expect($profile.get().alias).toBe('pilot7');

    const code = lastLogged(/verification code for pilot7 <[^>]+>: (\S+)/);
    address = `http://localhost/?code=${code}&x=1`;
    await expect(verifyFromAddress()).resolves.toBe(true);
    expect(address).toBe('http://localhost/?x=1');

    logout();
    await expect(sendRecovery('  pilot7@rdc.test ', 'en')).resolves.toEqual({ ok: true });
    const token = lastLogged(/recovery token for pilot7 <[^>]+>: (\S+)/);
    address = `http://localhost/?recovery_token=${token}`;
    await expect(restorePassword({ password: 'newlaunch42', repeat: 'newlaunch42' }, 'en')).resolves.toEqual({
      ok: true,
    });
    expect($profile.get().alias).toBe('pilot7');
    expect(visited.filter((url) => url === '/')).toHaveLength(1);
    logout();
    await expect(login({ alias: 'pilot7', password: 'newlaunch42' }, 'en')).resolves.toEqual({ ok: true });
  });

  it('a throttled sign-in shows how long to wait, not "Login or password error"', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    logout();
    for (let i = 0; i < 5; i += 1) {
      await expect(login({ alias: 'admin', password: 'wrong-one' }, 'en')).resolves.toEqual({
        ok: false,
        message: 'Login or password error',
      });
    }
    await expect(login({ alias: 'admin', password: 'admin1234' }, 'en')).resolves.toEqual({
      ok: false,
      message: 'Too many attempts. Try again in 2 seconds.',
    });
    expect(loginState.$error.get()).toBe('Too many attempts. Try again in 2 seconds.');
  });

  it('a throttled recovery send shows how long to wait, not the generic error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (let i = 0; i < 3; i += 1)
      await expect(sendRecovery('admin@rdc.test', 'en')).resolves.toEqual({ ok: true });
    const throttled = await sendRecovery('admin@rdc.test', 'en');
    expect(throttled).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Too many attempts\. Try again in \d+ seconds\.$/),
    });
  });
});
