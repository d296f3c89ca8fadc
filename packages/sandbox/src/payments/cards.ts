// Saved cards of a user. priority '1' is the default; the others keep distinct numbers, so the
// default rule of the spec ("gives the previous default that card's old priority") is a swap.
import type { PaymentProvider, SavedCard } from '@rdc/core/schemas';
import type { Queryable } from '../db/queryable';
import { ApiProblem } from '../http/problem';
import type { VaultCardRow } from './vault';

export interface SavedCardRow extends VaultCardRow {
  user_id: number;
  payment: PaymentProvider;
  priority: number;
}

const SELECT_CARD = `SELECT c.user_id, c.payment, c.priority, v.* FROM cards c JOIN vault_cards v USING (payment_method_id)`;

export function cardOf(row: SavedCardRow): SavedCard {
  return {
    payment_method_id: row.payment_method_id,
    ...(row.customer_id ? { customer_id: row.customer_id } : {}),
    payment: row.payment,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.exp_month,
    exp_year: row.exp_year,
    priority: String(row.priority),
    name: row.name,
  };
}

export async function listCards(db: Queryable, userId: number): Promise<SavedCardRow[]> {
  const { rows } = await db.query<SavedCardRow>(
    `${SELECT_CARD} WHERE c.user_id = $1 ORDER BY c.priority, c.created_at`,
    [userId],
  );
  return rows;
}

export async function findCard(
  db: Queryable,
  userId: number,
  paymentMethodId: string,
  payment: PaymentProvider,
): Promise<SavedCardRow> {
  const { rows } = await db.query<SavedCardRow>(
    `${SELECT_CARD} WHERE c.user_id = $1 AND c.payment_method_id = $2 AND c.payment = $3`,
    [userId, paymentMethodId, payment],
  );
  const card = rows[0];
  if (!card) throw new ApiProblem(404, 1000, `no saved ${payment} card ${paymentMethodId}`);
  return card;
}

/** What a payment charges: a saved card of the user, or a vaulted card saved by nobody. */
export type PayableCard = Pick<VaultCardRow, 'payment_method_id' | 'brand' | 'last4' | 'declines'> & {
  payment: PaymentProvider;
};

/**
 * Claims a vaulted card for the user: a card belongs to the first user who saves it or pays with
 * it, for good (deleting the saved card does not free it). True when the card is the user's now;
 * one statement, so two users racing for one card cannot both win.
 */
async function claimCard(db: Queryable, userId: number, paymentMethodId: string): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE vault_cards SET claimed_by = $2 WHERE payment_method_id = $1 AND (claimed_by IS NULL OR claimed_by = $2) RETURNING payment_method_id',
    [paymentMethodId, userId],
  );
  return rows.length === 1;
}

/**
 * The card a payment uses. A player may pay with a card without saving it: a vaulted card of that
 * provider that nobody else has claimed works like a saved one, and is the payer's from then on.
 * A PayPal vaulted card is the payer's only when it was vaulted under the payer's PayPal customer.
 * Anyone else's card is refused like an unknown one.
 */
export async function findPayableCard(
  db: Queryable,
  userId: number,
  paymentMethodId: string,
  payment: PaymentProvider,
): Promise<PayableCard> {
  const { rows } = await db.query<
    VaultCardRow & { claimed_by: number | null; payer_customer_id: string | null }
  >(
    `SELECT v.*, (SELECT paypal_customer_id FROM users WHERE id = $3) AS payer_customer_id
       FROM vault_cards v WHERE v.payment_method_id = $1 AND v.provider = $2`,
    [paymentMethodId, payment, userId],
  );
  const vaulted = rows[0];
  const usable =
    vaulted !== undefined &&
    (vaulted.claimed_by === userId ||
      (vaulted.claimed_by === null &&
        (payment !== 'paypal' || vaulted.customer_id === vaulted.payer_customer_id) &&
        (await claimCard(db, userId, paymentMethodId))));
  if (!usable) throw new ApiProblem(404, 1000, `no ${payment} card ${paymentMethodId} of this user`);
  return {
    payment,
    payment_method_id: vaulted.payment_method_id,
    brand: vaulted.brand,
    last4: vaulted.last4,
    declines: vaulted.declines,
  };
}

/**
 * Attaches a vaulted card to the user. The first card becomes the default ('1'); later ones
 * take the next priority number. A vaulted card can be attached once.
 */
export async function attachCard(
  db: Queryable,
  userId: number,
  paymentMethodId: string,
  payment: PaymentProvider,
  now: Date,
  customerId?: string,
): Promise<SavedCardRow> {
  const { rows } = await db.query<VaultCardRow & { owner: number | null; claimed_by: number | null }>(
    'SELECT v.*, c.user_id AS owner FROM vault_cards v LEFT JOIN cards c USING (payment_method_id) WHERE v.payment_method_id = $1',
    [paymentMethodId],
  );
  const vaulted = rows[0];
  // Another user's card, saved or not, is answered like a card the vault does not have.
  const unknown =
    !vaulted ||
    vaulted.provider !== payment ||
    (vaulted.claimed_by !== null && vaulted.claimed_by !== userId);
  if (unknown) throw new ApiProblem(400, 1000, `the ${payment} vault has no card ${paymentMethodId}`);
  if (customerId !== undefined && vaulted.customer_id !== customerId)
    throw new ApiProblem(400, 1000, 'customer_id does not match the vaulted card');
  if (vaulted.owner !== null) throw new ApiProblem(409, 1000, 'this card is already saved');
  if (!(await claimCard(db, userId, paymentMethodId)))
    throw new ApiProblem(400, 1000, `the ${payment} vault has no card ${paymentMethodId}`);
  await db.query(
    `INSERT INTO cards (user_id, payment_method_id, payment, priority, created_at)
     VALUES ($1, $2, $3, (SELECT COALESCE(MAX(priority), 0) + 1 FROM cards WHERE user_id = $1), $4)`,
    [userId, paymentMethodId, payment, now],
  );
  return findCard(db, userId, paymentMethodId, payment);
}

/** Makes the card the default; the previous default takes the card's old priority. */
export async function setDefaultCard(
  db: Queryable,
  userId: number,
  paymentMethodId: string,
  payment: PaymentProvider,
): Promise<void> {
  const card = await findCard(db, userId, paymentMethodId, payment);
  if (card.priority === 1) return;
  await db.query('UPDATE cards SET priority = $2 WHERE user_id = $1 AND priority = 1', [
    userId,
    card.priority,
  ]);
  await db.query('UPDATE cards SET priority = 1 WHERE payment_method_id = $1', [paymentMethodId]);
}

export async function deleteCard(db: Queryable, userId: number, paymentMethodId: string): Promise<void> {
  await db.query('DELETE FROM cards WHERE user_id = $1 AND payment_method_id = $2', [
    userId,
    paymentMethodId,
  ]);
}
