// Debian's Chromium (scripts/chromium.mjs) with a DevTools port that
// Lighthouse connects to. Launched here rather than through chrome-launcher so that the flags
// are exactly these and the process is ours to stop.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { cleanUpOnExit, stopProcess, waitForLine } from './child-process.mjs';

export async function startChromium() {
  const profileDir = mkdtempSync(join(tmpdir(), 'rdc-bench-chromium-'));
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const forget = cleanUpOnExit(child, profileDir);
  const stop = async () => {
    await stopProcess(child);
    rmSync(profileDir, { recursive: true, force: true });
    forget();
  };
  try {
    const match = await waitForLine(child, child.stderr, /DevTools listening on ws:\/\/[^:]+:(\d+)\//, 30_000, 'Chromium');
    return { port: Number(match[1]), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
