// Where the catalogue at scale runs: PostgreSQL when Debian's is installed (a throw-away cluster
// from scripts/postgres.mjs, one database per sandbox), as a deployment would; else PGlite in each
// sandbox's data folder.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { postgresBin, startPostgres } from '../postgres.mjs';

/** `{ engine, envFor(name), stop() }`: `envFor` gives a sandbox its own new, empty database. */
export async function startCatalogueDatabase({ usePostgres = postgresBin() !== undefined } = {}) {
  if (!usePostgres) return { engine: 'PGlite', envFor: () => ({}), stop: () => {} };
  const pg = await startPostgres();
  const url = new URL(pg.url);
  return {
    engine: `PostgreSQL ${postgresBin().split('/').at(-2)}`,
    envFor(name) {
      execFileSync(
        join(postgresBin(), 'createdb'),
        ['-h', url.hostname, '-p', url.port, '-U', 'postgres', name],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      );
      const database = new URL(pg.url);
      database.pathname = `/${name}`;
      return { DATABASE_URL: database.href };
    },
    stop: () => pg.stop(),
  };
}
