import { describe, expect, it } from 'vitest';
import { BalanceSchema, WalletSchema } from './wallet';

describe('wallet', () => {
  it('reads the balance number and keeps extra fields', () => {
    expect(WalletSchema.parse({ balance: 1234.5, currency: 'RDC' })).toEqual({
      balance: 1234.5,
      currency: 'RDC',
    });
    expect(BalanceSchema.parse({ balance: 0 })).toEqual({ balance: 0 });
  });
  it.each([[{}], [{ balance: '12' }], [null]])('rejects %j', (answer) => {
    expect(WalletSchema.safeParse(answer).success).toBe(false);
  });
});
