// Payment transactions as the list calls answer them.
import type { Queryable } from '../db/queryable';

export interface TransactionRow {
  id: number;
  user_id: number;
  status: 'succeeded' | 'refunded';
  payment: string;
  payment_method_id: string;
  card_brand: string;
  card_last4: string;
  amount_usd: number;
  amount_rdc: number;
  credited_rdc: number;
  balance_after: number;
  products: Record<string, unknown>;
  idempotency_key: string | null;
  created_at: Date;
  refunded_at: Date | null;
}

/** Amounts in minor units: USD charged to the card, RDC taken from and added to the wallet. */
export function transactionOf(row: TransactionRow) {
  return {
    id: row.id,
    user_id: row.user_id,
    status: row.status,
    payment: row.payment,
    payment_method_id: row.payment_method_id,
    card: { brand: row.card_brand, last4: row.card_last4 },
    amount: { USD: row.amount_usd, RDC: row.amount_rdc },
    credited_rdc: row.credited_rdc,
    balance_after: row.balance_after,
    products: row.products,
    created_at: row.created_at.toISOString(),
    refunded_at: row.refunded_at?.toISOString() ?? null,
  };
}

export async function findTransaction(db: Queryable, id: number): Promise<TransactionRow | undefined> {
  const { rows } = await db.query<TransactionRow>('SELECT * FROM payment_transactions WHERE id = $1', [id]);
  return rows[0];
}
