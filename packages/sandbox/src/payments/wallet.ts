import type { Queryable } from '../db/queryable';

export async function readBalance(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [
    userId,
  ]);
  return rows[0]?.balance ?? 0;
}

/**
 * Adds `credit` and takes `debit` in one statement that refuses to go below zero, so no
 * interleaving of payments can overdraw the wallet. Returns the new balance, or null when short.
 */
export async function moveBalance(
  db: Queryable,
  userId: number,
  credit: number,
  debit: number,
): Promise<number | null> {
  const { rows } = await db.query<{ balance: number }>(
    'UPDATE wallets SET balance = balance + $2 - $3 WHERE user_id = $1 AND balance + $2 - $3 >= 0 RETURNING balance',
    [userId, credit, debit],
  );
  return rows[0]?.balance ?? null;
}
