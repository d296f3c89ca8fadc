import { countryCode } from '../addresses/countries';
import type { BillingAddress } from '../schemas/address';
import type { VaultBillingAddress } from './add-card';

/**
 * The card vault's billing_address (line1, city, state, postal_code, country_code) from a saved
 * billing address, whose country is a name ("United States", as the address form wrote it in the
 * reader's language) or already a code. A country the list does not know is passed on as written
 * (a two-letter one upper-cased) for the vault to judge.
 */
export function vaultBillingOf(address: BillingAddress, locale: string): VaultBillingAddress {
  const country = address.country.trim();
  return {
    line1: address.address,
    city: address.city,
    state: address.state_province,
    postal_code: address.zip_code,
    country_code: countryCode(country, locale) ?? (country.length === 2 ? country.toUpperCase() : country),
  };
}
