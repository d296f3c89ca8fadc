// Saved cards, the PayPal and Stripe card calls, paying and refunds.
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import * as z from 'zod';
import {
  CardRefPayloadSchema,
  EditCardPayloadSchema,
  IdPayloadSchema,
  PayByCardPayloadSchema,
  PaypalAddCardPayloadSchema,
  RefundPayloadSchema,
  StripeAddCardPayloadSchema,
  type PaypalData,
} from '@rdc/core/schemas';
import { findUserById } from '../accounts/users';
import { requireUser } from '../auth/guard';
import { sha256 } from '../auth/tokens';
import type { SandboxEnv } from '../env';
import { readBody } from '../http/body';
import { ApiProblem } from '../http/problem';
import { attachCard, cardOf, deleteCard, findCard, listCards, setDefaultCard } from '../payments/cards';
import { pay } from '../payments/checkout';
import { refund } from '../payments/refund';
import { editVaultCard } from '../payments/vault';

export const paymentRoutes = new Hono<SandboxEnv>();

paymentRoutes.post('/payment_card/list', async (c) => {
  const user = await requireUser(c);
  const cards = await listCards(c.var.sandbox.db, user.user_id);
  return c.json({ count: cards.length, list: cards.map(cardOf) });
});

/** Deleting the default leaves the user without one, as the client expects ("clears the stored default"). */
paymentRoutes.post('/payment_card/delete', async (c) => {
  const user = await requireUser(c);
  const { payment_method_id, payment } = await readBody(c, CardRefPayloadSchema);
  const db = c.var.sandbox.db;
  await findCard(db, user.user_id, payment_method_id, payment);
  await deleteCard(db, user.user_id, payment_method_id);
  return c.json({ success: true });
});

paymentRoutes.post('/payment_card/set_default', async (c) => {
  const user = await requireUser(c);
  const { payment_method_id, payment } = await readBody(c, CardRefPayloadSchema);
  await c.var.sandbox.db.transaction((tx) => setDefaultCard(tx, user.user_id, payment_method_id, payment));
  return c.json({ success: true });
});

/** Answers the purchase result grouped by lot type, or 402 with the reason (declined card, short of RDC). */
paymentRoutes.post('/payment_card/pay', async (c) => {
  const user = await requireUser(c);
  const payload = await readBody(c, PayByCardPayloadSchema);
  const key = c.req.header('idempotency-key')?.trim();
  if (key !== undefined && (key.length === 0 || key.length > 255))
    throw new ApiProblem(400, 1000, 'Idempotency-Key must be 1 to 255 characters');
  const outcome = await pay(c.var.sandbox, user.user_id, payload, key);
  return c.json(outcome.body, outcome.status);
});

/** Payload not shown by the spec: `{ id }` of the transaction to refund. */
paymentRoutes.post('/payment_card/refund', async (c) => {
  const user = await requireUser(c);
  const { id } = await readBody(c, z.pipe(RefundPayloadSchema, IdPayloadSchema));
  return c.json(await refund(c.var.sandbox, user, id));
});

/** A PayPal access token for the card vault, its customer id and its lifetime in seconds. */
paymentRoutes.post('/payment_paypal/get_data', async (c) => {
  const claims = await requireUser(c);
  const ctx = c.var.sandbox;
  const user = await findUserById(ctx.db, claims.user_id);
  if (!user) throw new ApiProblem(401, 1005, 'session not found');
  const token = `A21AA${randomBytes(24).toString('base64url')}`;
  const expiresAt = new Date(ctx.now().getTime() + ctx.config.paypalTtlSeconds * 1000);
  await ctx.db.query('INSERT INTO paypal_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
    sha256(token),
    user.id,
    expiresAt,
  ]);
  const data: PaypalData = {
    access_token: token,
    customer_id: user.paypal_customer_id,
    expires: ctx.config.paypalTtlSeconds,
  };
  return c.json(data);
});

paymentRoutes.post('/payment_paypal/add_card', async (c) => {
  const claims = await requireUser(c);
  const { customer_id, payment_method_id } = await readBody(c, PaypalAddCardPayloadSchema);
  const ctx = c.var.sandbox;
  const user = await findUserById(ctx.db, claims.user_id);
  if (!user) throw new ApiProblem(401, 1005, 'session not found');
  if (customer_id !== user.paypal_customer_id)
    throw new ApiProblem(400, 1000, "customer_id is not this user's PayPal customer");
  const card = await ctx.db.transaction((tx) =>
    attachCard(tx, user.id, payment_method_id, 'paypal', ctx.now(), customer_id),
  );
  return c.json(cardOf(card));
});

paymentRoutes.post('/payment_stripe/add_card', async (c) => {
  const user = await requireUser(c);
  const { payment_method_id } = await readBody(c, StripeAddCardPayloadSchema);
  const ctx = c.var.sandbox;
  const card = await ctx.db.transaction((tx) =>
    attachCard(tx, user.user_id, payment_method_id, 'stripe', ctx.now()),
  );
  return c.json(cardOf(card));
});

/**
 * Payload not shown by the spec: the card (payment_method_id) and what changes on it, its
 * expiry (exp_month, exp_year) and holder name. Answers the card.
 */
const EditCardChangesSchema = z.pipe(
  EditCardPayloadSchema,
  z.object({
    payment_method_id: z.string().min(1),
    exp_month: z.number().int().min(1).max(12).optional(),
    exp_year: z.number().int().min(2000).max(2100).optional(),
    name: z.string().min(3).max(40).optional(),
  }),
);

paymentRoutes.post('/payments.StripeFeature/EditCard', async (c) => {
  const user = await requireUser(c);
  const changes = await readBody(c, EditCardChangesSchema);
  const db = c.var.sandbox.db;
  const card = await findCard(db, user.user_id, changes.payment_method_id, 'stripe');
  await editVaultCard(db, card.payment_method_id, {
    exp_month: changes.exp_month ?? card.exp_month,
    exp_year: changes.exp_year ?? card.exp_year,
    name: changes.name ?? card.name,
  });
  return c.json(cardOf(await findCard(db, user.user_id, card.payment_method_id, 'stripe')));
});
