/*
 * Path chosen where the spec shows none:
 *   GET /wallet/balance  -> { balance }
 */
import { BalanceSchema, WalletSchema } from '../../schemas/wallet';
import type { ApiClient } from '../types';

export function createWalletApi(client: ApiClient) {
  return {
    get: () => client.call('GET', '/wallet', { schema: WalletSchema }),
    balance: () => client.call('GET', '/wallet/balance', { schema: BalanceSchema }),
  };
}
export type WalletApi = ReturnType<typeof createWalletApi>;
