import type { VaultBillingAddress } from '@rdc/core';
import type { BillingAddress } from '@rdc/core/schemas';
import { COUNTRIES } from '../addresses/countries';

/**
 * The card vault's billing_address (line1, city, state, postal_code, country_code) from a saved
 * billing address. STOPGAP, to move into core beside addPaypalCard (e.g. `vaultBillingOf(address)`).
 */
export function vaultBilling(address: BillingAddress): VaultBillingAddress {
  const country = address.country.trim();
  const code =
    COUNTRIES.find((entry) => entry.name.toLowerCase() === country.toLowerCase())?.code ??
    (country.length === 2 ? country.toUpperCase() : country);
  return {
    line1: address.address,
    city: address.city,
    state: address.state_province,
    postal_code: address.zip_code,
    country_code: code,
  };
}
