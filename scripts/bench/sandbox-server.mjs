// The built sandbox serving the built site on one origin, with a throw-away data folder,
// as `pnpm start` runs it. Port 0 lets the sandbox pick a free port itself (no race between
// finding a port and binding it); the first log line says which one it got.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SANDBOX_MAIN, SITE_DIR } from './built-site.mjs';
import { cleanUpOnExit, stopProcess, waitForLine } from './child-process.mjs';

/** First start seeds a new database: several seconds on a slow machine. */
const START_TIMEOUT_MS = 60_000;

export async function startSandbox(root) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rdc-bench-data-'));
  const child = spawn(process.execPath, [join(root, SANDBOX_MAIN), '--port', '0', '--static', join(root, SITE_DIR), '--data', dataDir], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const forget = cleanUpOnExit(child, dataDir);
  const cleanUp = async () => {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
    forget();
  };
  try {
    const match = await waitForLine(child, child.stdout, /site on (http:\/\/127\.0\.0\.1:\d+)\//, START_TIMEOUT_MS, 'the sandbox');
    return { origin: match[1], stop: cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
