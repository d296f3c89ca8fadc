// Seeds the demo world of a new database: accounts first (demo is user 1, admin user 2), then the
// market and the content.
import type { PGlite } from '@electric-sql/pglite';
import { seedAccounts } from './accounts';
import { seedContent } from './content';
import { seedMarket } from './market';

export async function seedAll(db: PGlite, options: { scale?: number; now: Date }): Promise<void> {
  await seedAccounts(db, options.now);
  await seedMarket(db, { scale: options.scale ?? 0, now: options.now });
  await seedContent(db);
  // The trigram indexes' pending lists merged (VACUUM): rows inserted in bulk wait in a list every
  // search read in full, 14 ms of a search at 100 000 items, against 0.05 ms once merged. And every
  // page marked all-visible, so the search's walk in id order reads its index alone: the VACUUM
  // marks a page only once its rows' commit is flushed (./seed-transaction.ts), so it runs before
  // ANALYZE, whose own commits, asynchronous on a server that commits so, would hold it back again.
  await db.query('VACUUM');
  // Fresh statistics, so the planner uses the catalogue's indexes from the first query on (without
  // them a search at 100 000 items read every row).
  await db.query('ANALYZE');
}
