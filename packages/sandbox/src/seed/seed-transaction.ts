// The seed's rows go in with a commit that waits for its write-ahead log to be flushed, whatever the
// server's `synchronous_commit` (scripts/postgres.mjs's throw-away cluster commits asynchronously).
// The VACUUM right after the seed (./index.ts) marks a page all-visible only once its rows' commit
// is known to be flushed: PostgreSQL sets no commit hint bit on a row before. On an unmarked page the
// search's walk in id order reads the table for each index entry (1 978 heap fetches for the first
// 2 048 ids at a million items) instead of the index alone. A flushed commit flushes every record
// before it, the accounts' earlier commits too.
import type { PGlite, Transaction } from '@electric-sql/pglite';

export function seedTransaction<T>(db: PGlite, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('SET LOCAL synchronous_commit = on');
    return fn(tx);
  });
}
