import type { Locale } from '@rdc/core';
import type { BillingAddressFields, GameAddressFields, ShippingAddressFields } from '@rdc/core/schemas';
import * as m from '../generated/messages';

/**
 * How a form field is entered: free text, the country list (its two-letter code, or its name
 * where the field takes at least 3 characters, as billing's does), or a phone number.
 */
export type FieldKind = 'text' | 'country' | 'country-name' | 'phone';

export interface AddressFieldSpec<F> {
  name: Extract<keyof F, string>;
  /** The field's name, in the reader's language. */
  label: (locale: Locale) => string;
  kind?: FieldKind;
  autoComplete?: string;
}

/** In-game and pickup addresses: every field (accounts-cart-checkout.md §3 Game or pickup address). */
export const GAME_FIELDS: AddressFieldSpec<Omit<GameAddressFields, 'type'>>[] = [
  { name: 'location', label: m.addresses_location },
  { name: 'universe', label: m.addresses_universe },
  { name: 'galaxy', label: m.addresses_galaxy },
  { name: 'solar', label: m.addresses_solar },
  { name: 'planet', label: m.addresses_planet },
  { name: 'country', label: m.addresses_country, kind: 'country' },
  { name: 'state', label: m.addresses_state },
  { name: 'city', label: m.addresses_city },
  { name: 'address', label: m.addresses_address },
];

/** Real-world (shipping) addresses (accounts-cart-checkout.md §3 Shipping address). */
export const SHIPPING_FIELDS: AddressFieldSpec<ShippingAddressFields>[] = [
  { name: 'first_name', label: m.addresses_first_name, autoComplete: 'given-name' },
  { name: 'last_name', label: m.addresses_last_name, autoComplete: 'family-name' },
  { name: 'company', label: m.addresses_company, autoComplete: 'organization' },
  { name: 'country', label: m.addresses_country, kind: 'country', autoComplete: 'country' },
  { name: 'city', label: m.addresses_city, autoComplete: 'address-level2' },
  { name: 'address', label: m.addresses_address, autoComplete: 'street-address' },
  { name: 'state_or_province', label: m.addresses_state_or_province, autoComplete: 'address-level1' },
  { name: 'zip_or_postal_code', label: m.addresses_zip_or_postal_code, autoComplete: 'postal-code' },
  { name: 'phone_number', label: m.addresses_phone, kind: 'phone', autoComplete: 'tel' },
];

/** Billing addresses (accounts-cart-checkout.md §3 Billing address). */
export const BILLING_FIELDS: AddressFieldSpec<BillingAddressFields>[] = [
  { name: 'first_name', label: m.addresses_first_name, autoComplete: 'given-name' },
  { name: 'last_name', label: m.addresses_last_name, autoComplete: 'family-name' },
  { name: 'company', label: m.addresses_company, autoComplete: 'organization' },
  { name: 'country', label: m.addresses_country, kind: 'country-name', autoComplete: 'country' },
  { name: 'city', label: m.addresses_city, autoComplete: 'address-level2' },
  { name: 'address', label: m.addresses_address, autoComplete: 'street-address' },
  { name: 'state_province', label: m.addresses_state_or_province, autoComplete: 'address-level1' },
  { name: 'zip_code', label: m.addresses_zip_code, autoComplete: 'postal-code' },
  { name: 'phone_number', label: m.addresses_phone, kind: 'phone', autoComplete: 'tel' },
];
