import type { PGlite, Transaction } from '@electric-sql/pglite';

/** The database or an open transaction: whatever a store function may run its queries on. */
export type Queryable = Pick<PGlite | Transaction, 'query'>;
