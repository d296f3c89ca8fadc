// What the sandbox no longer needs to keep: sessions past their refresh expiry (their tokens can
// never be used again), recovery tokens past theirs, and Idempotency-Keys older than a day. A
// long-running sandbox (the quick start, a partner's demo) would otherwise grow without end.
import type { Queryable } from './queryable';

/** How long an Idempotency-Key answers with its first result: a day, as payment providers keep them. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export interface Purged {
  sessions: number;
  recoveryTokens: number;
  idempotencyKeys: number;
}

export async function purgeExpired(db: Queryable, now: Date): Promise<Purged> {
  const removed = async (sql: string, at: Date) => (await db.query(sql, [at])).affectedRows ?? 0;
  return {
    sessions: await removed('DELETE FROM sessions WHERE refresh_expires_at <= $1', now),
    recoveryTokens: await removed('DELETE FROM recovery_tokens WHERE expires_at <= $1', now),
    idempotencyKeys: await removed(
      'DELETE FROM idempotency_keys WHERE created_at <= $1',
      new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS),
    ),
  };
}
