import { z } from './zod';
import { lazySchema } from './lazy-schema';

/**
 * GET /wallet and GET /wallet/balance: `{ balance }`. The balance is a number
 * (shown with 2 decimals), not required to be an integer.
 */
export const WalletSchema = lazySchema(() => z.looseObject({ balance: z.number() }));
export type Wallet = z.infer<typeof WalletSchema>;

/** @alias GET /wallet/balance answers as GET /wallet does. */
export const BalanceSchema = WalletSchema;
export type Balance = Wallet;
