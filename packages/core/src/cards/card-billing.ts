import type { BillingAddress } from '../schemas/address';
import type { VaultBillingAddress } from './add-card';
import { vaultBillingOf } from './vault-billing';

/**
 * The billing_address a new card is vaulted with (PayPal's form and the Stripe stand-in alike):
 * the default billing address ("set_priority … sets the default"), else the first one listed;
 * null while the player has none saved.
 */
export function cardBillingAddress(addresses: readonly BillingAddress[]): VaultBillingAddress | null {
  const chosen = addresses.find((address) => address.priority) ?? addresses[0];
  return chosen ? vaultBillingOf(chosen) : null;
}
