import type { BillingAddressFields, GameAddressFields, ShippingAddressFields } from '@rdc/core/schemas';

/**
 * How a form field is entered: free text, the country list (its two-letter code, or its name
 * where the field takes at least 3 characters, as billing's does), or a phone number.
 */
export type FieldKind = 'text' | 'country' | 'country-name' | 'phone';

export interface AddressFieldSpec<F> {
  name: Extract<keyof F, string>;
  label: string;
  kind?: FieldKind;
  autoComplete?: string;
}

/** In-game and pickup addresses: every field (accounts-cart-checkout.md §3 Game or pickup address). */
export const GAME_FIELDS: AddressFieldSpec<Omit<GameAddressFields, 'type'>>[] = [
  { name: 'location', label: 'Location' },
  { name: 'universe', label: 'Universe' },
  { name: 'galaxy', label: 'Galaxy' },
  { name: 'solar', label: 'Solar system' },
  { name: 'planet', label: 'Planet' },
  { name: 'country', label: 'Country', kind: 'country' },
  { name: 'state', label: 'State' },
  { name: 'city', label: 'City' },
  { name: 'address', label: 'Address' },
];

/** Real-world (shipping) addresses (accounts-cart-checkout.md §3 Shipping address). */
export const SHIPPING_FIELDS: AddressFieldSpec<ShippingAddressFields>[] = [
  { name: 'first_name', label: 'First name', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', autoComplete: 'family-name' },
  { name: 'company', label: 'Company', autoComplete: 'organization' },
  { name: 'country', label: 'Country', kind: 'country', autoComplete: 'country' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'state_or_province', label: 'State or province', autoComplete: 'address-level1' },
  { name: 'zip_or_postal_code', label: 'ZIP or postal code', autoComplete: 'postal-code' },
  { name: 'phone_number', label: 'Phone number', kind: 'phone', autoComplete: 'tel' },
];

/** Billing addresses (accounts-cart-checkout.md §3 Billing address). */
export const BILLING_FIELDS: AddressFieldSpec<BillingAddressFields>[] = [
  { name: 'first_name', label: 'First name', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', autoComplete: 'family-name' },
  { name: 'company', label: 'Company', autoComplete: 'organization' },
  { name: 'country', label: 'Country', kind: 'country-name', autoComplete: 'country' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'state_province', label: 'State or province', autoComplete: 'address-level1' },
  { name: 'zip_code', label: 'ZIP code', autoComplete: 'postal-code' },
  { name: 'phone_number', label: 'Phone number', kind: 'phone', autoComplete: 'tel' },
];
