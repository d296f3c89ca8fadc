// /wallet: the RDC balance in minor units (1000.00 RDC is 100000).
import { Hono } from 'hono';
import type { Wallet } from '@rdc/core/schemas';
import { requireUser } from '../auth/guard';
import type { SandboxEnv } from '../env';
import { readBalance } from '../payments/wallet';

export const walletRoutes = new Hono<SandboxEnv>();

walletRoutes.get('/wallet', async (c) => {
  const user = await requireUser(c);
  const wallet: Wallet = {
    balance: await readBalance(c.var.sandbox.db, user.user_id),
    currency: 'RDC',
    user_id: user.user_id,
  };
  return c.json(wallet);
});

walletRoutes.get('/wallet/balance', async (c) => {
  const user = await requireUser(c);
  const balance: Wallet = { balance: await readBalance(c.var.sandbox.db, user.user_id) };
  return c.json(balance);
});
