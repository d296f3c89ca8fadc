// The sandbox on a PostgreSQL server (DATABASE_URL), through a pool of `pg` clients. It offers
// the part of PGlite's interface the sandbox uses (query, exec, transaction, close), so the
// routes run unchanged. A transaction holds one client from BEGIN to COMMIT; everything else
// takes any free client, so several sandbox processes can share one database.
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import pg from 'pg';

type Row = Record<string, unknown>;

interface Client {
  query(sql: string, params?: unknown[]): Promise<pg.QueryResult>;
}

async function run<T>(client: Client, sql: string, params?: unknown[]): Promise<Results<T>> {
  const result = await client.query(sql, params);
  // A multi-statement exec answers an array; the sandbox only reads single results.
  const last = Array.isArray(result) ? (result[result.length - 1] as pg.QueryResult) : result;
  return {
    rows: last.rows as T[],
    affectedRows: last.rowCount ?? 0,
    fields: last.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  };
}

function transactionOf(client: pg.PoolClient): Transaction {
  let closed = false;
  const tx = {
    query: <T = Row>(sql: string, params?: unknown[]) => run<T>(client, sql, params),
    exec: async (sql: string) => [await run<Row>(client, sql)],
    rollback: async () => {
      await client.query('ROLLBACK');
      closed = true;
    },
    get closed() {
      return closed;
    },
  };
  return tx as unknown as Transaction;
}

export class PostgresDatabase {
  readonly pool: pg.Pool;

  constructor(url: string, max = 8) {
    this.pool = new pg.Pool({ connectionString: url, max });
    // An idle client losing its server (a restart) must not crash the process.
    this.pool.on('error', () => {});
  }

  query<T = Row>(sql: string, params?: unknown[]): Promise<Results<T>> {
    return run<T>(this.pool, sql, params);
  }

  async exec(sql: string): Promise<Array<Results<Row>>> {
    return [await run<Row>(this.pool, sql)];
  }

  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const tx = transactionOf(client);
      try {
        const result = await fn(tx);
        if (!tx.closed) await client.query('COMMIT');
        return result;
      } catch (error) {
        if (!tx.closed) await client.query('ROLLBACK');
        throw error;
      }
    } finally {
      client.release();
    }
  }

  /** Runs `fn` while this process holds a session advisory lock: one process at a time migrates and seeds. */
  async withLock<T>(lockId: number, fn: () => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [lockId]);
      try {
        return await fn();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [lockId]);
      }
    } finally {
      client.release();
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }

  /** This object where the sandbox expects a PGlite: it answers the same calls. */
  asPGlite(): PGlite {
    return this as unknown as PGlite;
  }
}

/** Runs `sql` on the server's maintenance connection (CREATE/DROP DATABASE cannot run in a pool transaction). */
export async function onServer<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** `url` with another database name. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
