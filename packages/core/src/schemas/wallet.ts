import { z } from './zod';

/**
 * GET /wallet and GET /wallet/balance: `{ balance }`. The balance is a number
 * (shown with 2 decimals), not required to be an integer.
 */
export const WalletSchema = z.looseObject({ balance: z.number() });
export type Wallet = z.infer<typeof WalletSchema>;

/** @alias GET /wallet/balance answers as GET /wallet does. */
export const BalanceSchema = WalletSchema;
export type Balance = Wallet;
