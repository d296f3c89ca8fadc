// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from '../account/login';
import { logout } from '../session/page-session';
import { useShop } from '../../test/shop-server';
import { BILLING_ADDRESS, GAME_ADDRESS, SHIPPING_ADDRESS } from '../../test/address-fixtures';
import { $confirmation, answerConfirmation } from '../overlays/confirmation';
import { $errorModal, closeErrorModal } from '../overlays/modals';
import { ADDRESS_FRESH_MS } from './address-book';
import {
  $billingState,
  billingAddresses,
  inGameAddresses,
  pickupAddresses,
  resetAddresses,
  shippingAddresses,
} from './by-kind';

const billing = BILLING_ADDRESS;
const game = GAME_ADDRESS;
const shipping = SHIPPING_ADDRESS;

async function saveAndConfirm<T>(action: Promise<T>, yes = true): Promise<T> {
  await vi.waitFor(() => expect($confirmation.get()).not.toBeNull(), { timeout: 15_000 });
  answerConfirmation(yes);
  return action;
}

const shop = await useShop();
beforeEach(async () => {
  await login({ alias: 'demo', password: 'demo1234' }, 'en');
});
afterEach(() => {
  logout();
  resetAddresses();
  closeErrorModal();
  shop.addresses.clear();
  shop.server.requests.length = 0;
  vi.restoreAllMocks();
});

describe('billing addresses (accounts-cart-checkout.md §4 Address views, §7 Addresses)', () => {
  it('"list to form (add or edit) and back; success returns to the list and resets the page to 0"', async () => {
    billingAddresses.setPage(2);
    billingAddresses.openForm();
    expect(billingAddresses.$view.get()).toBe('form');
    expect(billingAddresses.$editing.get()).toBeNull();
    await expect(billingAddresses.save(billing, 'en')).resolves.toEqual({ ok: true });
    expect(billingAddresses.$view.get()).toBe('list');
    expect(billingAddresses.$page.get()).toBe(0);
    expect(billingAddresses.$addresses.get()).toHaveLength(1);

    const saved = billingAddresses.$addresses.get()[0]!;
    billingAddresses.openForm(saved);
    expect(billingAddresses.$editing.get()).toBe(saved);
    await billingAddresses.save({ ...billing, city: 'Dallas' }, 'en');
    expect(shop.calls('/address/billing/edit')[0]?.json).toEqual({
      ...billing,
      city: 'Dallas',
      id: saved.id,
    });
    expect(billingAddresses.$addresses.get()[0]?.city).toBe('Dallas');
    billingAddresses.openForm();
    billingAddresses.backToList();
    expect(billingAddresses.$view.get()).toBe('list');
  });

  it('field rules stop the form with their messages', async () => {
    const result = await billingAddresses.save({ ...billing, zip_code: '12' }, 'en');
    expect(result).toEqual({ ok: false, errors: { zip_code: 'few characters' } });
    expect(shop.calls('/address/billing/add')).toHaveLength(0);
  });

  it('"Billing state is empty or billingAddress: set after a list returning at least one address, after add and after edit; empty again when the last address is deleted."', async () => {
    await billingAddresses.load({ force: true });
    expect($billingState.get()).toBe('empty');
    await billingAddresses.save(billing, 'en');
    expect($billingState.get()).toBe('billingAddress');
    resetAddresses();
    expect($billingState.get()).toBe('empty');
    await billingAddresses.load();
    expect($billingState.get()).toBe('billingAddress');
    const [first] = billingAddresses.$addresses.get();
    await saveAndConfirm(billingAddresses.remove(first!.id));
    expect($billingState.get()).toBe('empty');
  });

  it('"Address lists are fresh for 5 minutes (300000 ms)."', async () => {
    const start = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(start);
    await billingAddresses.load();
    await billingAddresses.load();
    expect(shop.calls('/address/billing/list_by_user_id')).toHaveLength(1);
    expect(shop.calls('/address/billing/list_by_user_id')[0]?.json).toEqual({ type: 'billing' });
    now.mockReturnValue(start + ADDRESS_FRESH_MS);
    await billingAddresses.load();
    expect(shop.calls('/address/billing/list_by_user_id')).toHaveLength(2);
  });

  it('"Do you want to delete the address?" No keeps it, Yes deletes it', async () => {
    await billingAddresses.save(billing, 'en');
    const id = billingAddresses.$addresses.get()[0]!.id;
    await expect(saveAndConfirm(billingAddresses.remove(id), false)).resolves.toBe(false);
    expect(shop.calls('/address/billing/delete')).toHaveLength(0);
    await expect(saveAndConfirm(billingAddresses.remove(id))).resolves.toBe(true);
    expect(shop.calls('/address/billing/delete')[0]?.json).toEqual({ id });
    expect(billingAddresses.$addresses.get()).toEqual([]);
    await expect(billingAddresses.remove(id)).resolves.toBe(false);
  });

  it('set_priority makes one address the default; a failure opens the error modal', async () => {
    await billingAddresses.save(billing, 'en');
    await billingAddresses.save({ ...billing, city: 'Dallas' }, 'en');
    const [a, b] = billingAddresses.$addresses.get();
    await expect(billingAddresses.setDefault(b!.id)).resolves.toBe(true);
    expect(billingAddresses.$addresses.get().map((x) => x.priority)).toEqual([false, true]);
    await expect(billingAddresses.setDefault(b!.id)).resolves.toBe(false);
    shop.failNext('/address/billing/set_priority', 500, { message: 'database error' });
    await expect(billingAddresses.setDefault(a!.id)).resolves.toBe(false);
    expect($errorModal.get()).toBe('database error');
  });

  it('a refused save stays on the form and opens the error modal', async () => {
    billingAddresses.openForm();
    shop.failNext('/address/billing/add', 400, { message: 'invalid format' });
    await expect(billingAddresses.save(billing, 'en')).resolves.toEqual({ ok: false });
    expect(billingAddresses.$view.get()).toBe('form');
    expect($errorModal.get()).toBe('invalid format');
  });

  it('a list that fails keeps what was shown', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    shop.failNext('/address/billing/list_by_user_id', 500, {});
    await expect(billingAddresses.load({ force: true })).resolves.toEqual([]);
    expect(billingAddresses.$loading.get()).toBe(false);
  });

  it('a list that fails reports why until a list loads again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    shop.failNext('/address/billing/list_by_user_id', 500, { message: 'database error' });
    await billingAddresses.load({ force: true });
    expect(billingAddresses.$error.get()).toBe('database error');
    await billingAddresses.load();
    expect(billingAddresses.$error.get()).toBeNull();
    expect(shop.calls('/address/billing/list_by_user_id')).toHaveLength(2);
  });
});

describe('in-game, pickup and shipping addresses', () => {
  it('the In game Address and Pickup point tabs keep separate lists of the game address calls', async () => {
    await inGameAddresses.save(game, 'en');
    await pickupAddresses.save({ ...game, location: 'Pickup 1' }, 'en');
    expect(shop.calls('/address/game/add').map((r) => (r.json as { type: string }).type)).toEqual([
      'in_game',
      'pickup',
    ]);
    resetAddresses();
    await inGameAddresses.load();
    await pickupAddresses.load();
    expect(inGameAddresses.$addresses.get().map((a) => a.location)).toEqual(['Dock 9']);
    expect(pickupAddresses.$addresses.get().map((a) => a.location)).toEqual(['Pickup 1']);
    expect(await inGameAddresses.save({ ...game, planet: '' }, 'en')).toEqual({
      ok: false,
      errors: { planet: 'This field is required!' },
    });
  });

  it('"Real-world address: every field required; country ... flagged as an error if empty after submit"', async () => {
    expect(await shippingAddresses.save({ ...shipping, country: '' }, 'en')).toEqual({
      ok: false,
      errors: { country: 'This field is required!' },
    });
    await expect(shippingAddresses.save(shipping, 'en')).resolves.toEqual({ ok: true });
    expect(shippingAddresses.$addresses.get()[0]).toMatchObject({ type: 'shipping', country: 'US' });
  });

  it("another user signing in without a logout does not see the first user's addresses", async () => {
    const stop = $billingState.listen(() => {});
    await billingAddresses.save(billing, 'en');
    expect(billingAddresses.$addresses.get()).toHaveLength(1);
    await login({ alias: 'other', password: 'other1234' }, 'en');
    expect(billingAddresses.$addresses.get()).toEqual([]);
    expect($billingState.get()).toBe('empty');
    stop();
  });

  it('a logout forgets every address', async () => {
    const stop = $billingState.listen(() => {});
    await billingAddresses.save(billing, 'en');
    logout();
    expect(billingAddresses.$addresses.get()).toEqual([]);
    expect($billingState.get()).toBe('empty');
    stop();
  });
});
