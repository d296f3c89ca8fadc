// The built sandbox serving the built site on one origin, with a throw-away data folder,
// as `pnpm start` runs it. Port 0 lets the sandbox pick a free port itself (no race between
// finding a port and binding it); the first log line says which one it got.
import { join } from 'node:path';
import { SANDBOX_MAIN, SITE_DIR } from './built-site.mjs';
import { startReadyProcess } from './child-process.mjs';

/** First start seeds a new database: several seconds on a slow machine (minutes on a shared, loaded one), minutes with 100 000 extra items. */
const START_TIMEOUT_MS = 180_000;
const SCALED_START_TIMEOUT_MS = 600_000;

/**
 * `scale`: extra items the sandbox seeds (its `--scale`); `env`: more environment (DATABASE_URL for
 * PostgreSQL, SANDBOX_PAGE_CACHE=off); `timeoutMs`: how long its first start (the seed) may take.
 */
export async function startSandbox(root, { scale = 0, env = {}, timeoutMs } = {}) {
  const { match, stop } = await startReadyProcess({
    name: 'the sandbox',
    folderPrefix: 'rdc-bench-data-',
    command: process.execPath,
    // The seed builds every item in memory before it inserts them: a million took about 10 GB.
    args: (dataDir) => [
      ...(scale >= 1_000_000 ? ['--max-old-space-size=12000'] : []),
      join(root, SANDBOX_MAIN),
      '--port',
      '0',
      '--static',
      join(root, SITE_DIR),
      '--data',
      dataDir,
      '--scale',
      String(scale),
    ],
    cwd: root,
    stream: 'stdout',
    ready: /site on (http:\/\/127\.0\.0\.1:\d+)\//,
    timeoutMs: timeoutMs ?? (scale > 0 ? SCALED_START_TIMEOUT_MS : START_TIMEOUT_MS),
    env,
  });
  return { origin: match[1], stop };
}
