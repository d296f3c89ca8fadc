import { atom, onMount } from 'nanostores';
import { createAddressApi } from '../api/domains/address';
import { getDomain } from '../config';
import type {
  BillingAddress,
  BillingAddressFields,
  GameAddress,
  GameAddressFields,
  GameAddressType,
  ShippingAddress,
  ShippingAddressFields,
} from '../schemas/address';
import { $profile } from '../session/page-session';
import {
  validateBillingAddress,
  validateGameAddress,
  validateShippingAddress,
} from '../validation/address-forms';
import { createAddressBook } from './address-book';

/**
 * "Billing state is empty or billingAddress: set after a list returning at least one address,
 * after add and after edit; empty again when the last address is deleted."
 */
export type BillingState = 'empty' | 'billingAddress';
export const $billingState = atom<BillingState>('empty');

export const billingAddresses = createAddressBook<BillingAddress, BillingAddressFields>(
  () => {
    const api = getDomain(createAddressApi).billing;
    return {
      list: () => api.listByUserId(),
      add: api.add,
      edit: api.edit,
      delete: api.delete,
      setPriority: api.setPriority,
    };
  },
  validateBillingAddress,
  {
    onChange(event, addresses) {
      if (event === 'delete' && addresses.length === 0) $billingState.set('empty');
      else if (event !== 'delete' && addresses.length > 0) $billingState.set('billingAddress');
    },
  },
);

/** The in-game and pickup form takes every field except the type, which the tab gives. */
export type GameAddressFormFields = Omit<GameAddressFields, 'type'>;

function gameBook(type: GameAddressType) {
  return createAddressBook<GameAddress, GameAddressFormFields>(() => {
    const api = getDomain(createAddressApi).game;
    return {
      list: () => api.listByUserId(type),
      add: (fields) => api.add({ ...fields, type }),
      edit: (fields) => api.edit({ ...fields, type }),
      delete: api.delete,
      setPriority: api.setPriority,
    };
  }, validateGameAddress);
}

/** In Game Items → In game Address. */
export const inGameAddresses = gameBook('in_game');
/** In Game Items → Pickup point. */
export const pickupAddresses = gameBook('pickup');

/** Real World Items. */
export const shippingAddresses = createAddressBook<ShippingAddress, ShippingAddressFields>(() => {
  const api = getDomain(createAddressApi).shipping;
  return {
    list: () => api.listByUserId(),
    add: api.add,
    edit: api.edit,
    delete: api.delete,
    setPriority: api.setPriority,
  };
}, validateShippingAddress);

const addressBooks = {
  billing: billingAddresses,
  in_game: inGameAddresses,
  pickup: pickupAddresses,
  shipping: shippingAddresses,
};

/** Forgets every address (logout). */
export function resetAddresses(): void {
  for (const book of Object.values(addressBooks)) book.reset();
  $billingState.set('empty');
}

// Addresses belong to the logged-in user: a logout, or another user signing in (a session handed
// over by a game, another tab), forgets them.
onMount($billingState, () => {
  let userId = $profile.get().user_id;
  return $profile.listen((profile) => {
    if (profile.user_id === userId) return;
    userId = profile.user_id;
    resetAddresses();
  });
});

/** "Pickup card text: Nearest. 250 miles." */
export const PICKUP_CARD_TEXT = 'Nearest. 250 miles.';
