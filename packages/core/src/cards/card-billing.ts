import type { BillingAddress } from '../schemas/address';
import type { VaultBillingAddress } from './add-card';
import { vaultBillingOf } from './vault-billing';

/**
 * The billing_address a new card is vaulted with (PayPal's form and the Stripe stand-in alike):
 * the default billing address ("set_priority … sets the default"), else the first one listed;
 * null while the player has none saved. `locale` is the one its country's name was written in.
 */
export function cardBillingAddress(
  addresses: readonly BillingAddress[],
  locale: string,
): VaultBillingAddress | null {
  const chosen = addresses.find((address) => address.priority) ?? addresses[0];
  return chosen ? vaultBillingOf(chosen, locale) : null;
}
