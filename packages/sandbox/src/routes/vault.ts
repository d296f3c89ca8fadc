// The providers' card vaults, played by the sandbox: the browser posts the card here directly
// (the spec's "direct POST to the card vault of a payment provider's sandbox") and gets back a
// payment_method_id for add_card. The PayPal vault takes the access token of get_data as bearer;
// the Stripe one, like Stripe's publishable-key calls, takes no user token.
import { Hono } from 'hono';
import { CardVaultPayloadSchema } from '@rdc/core/schemas';
import { bearerToken } from '../auth/authenticate';
import { sha256 } from '../auth/tokens';
import type { SandboxEnv } from '../env';
import { readBody } from '../http/body';
import { ApiProblem } from '../http/problem';
import { vaultCard, type VaultCardRow } from '../payments/vault';

export const vaultRoutes = new Hono<SandboxEnv>();

function vaultAnswer(card: VaultCardRow) {
  return {
    id: card.payment_method_id,
    payment_method_id: card.payment_method_id,
    ...(card.customer_id ? { customer_id: card.customer_id } : {}),
    brand: card.brand,
    last4: card.last4,
    exp_month: card.exp_month,
    exp_year: card.exp_year,
  };
}

vaultRoutes.post('/__vault/paypal/cards', async (c) => {
  const ctx = c.var.sandbox;
  const token = bearerToken(c.req.header('authorization'));
  if (!token)
    throw new ApiProblem(401, 1000, 'the PayPal vault needs the access token of /payment_paypal/get_data');
  const { rows } = await ctx.db.query<{ customer_id: string; expires_at: Date }>(
    'SELECT u.paypal_customer_id AS customer_id, t.expires_at FROM paypal_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = $1',
    [sha256(token)],
  );
  const grant = rows[0];
  if (!grant) throw new ApiProblem(401, 1000, 'unknown PayPal access token');
  if (grant.expires_at.getTime() <= ctx.now().getTime())
    throw new ApiProblem(
      401,
      1004,
      'the PayPal access token has expired: call /payment_paypal/get_data again',
    );
  const card = await readBody(c, CardVaultPayloadSchema);
  return c.json(
    vaultAnswer(await vaultCard(ctx.db, 'paypal', card, { customerId: grant.customer_id, now: ctx.now() })),
  );
});

vaultRoutes.post('/__vault/stripe/cards', async (c) => {
  const ctx = c.var.sandbox;
  const card = await readBody(c, CardVaultPayloadSchema);
  return c.json(vaultAnswer(await vaultCard(ctx.db, 'stripe', card, { now: ctx.now() })));
});
