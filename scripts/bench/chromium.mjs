// Debian's Chromium (scripts/chromium.mjs) with a DevTools port that Lighthouse connects to.
// Launched here rather than through chrome-launcher so that the flags are exactly these and the
// process is ours to stop.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { startReadyProcess } from './child-process.mjs';

export async function startChromium() {
  const { match, stop } = await startReadyProcess({
    name: 'Chromium',
    folderPrefix: 'rdc-bench-chromium-',
    command: CHROMIUM_PATH,
    args: (profileDir) => [
      ...CHROMIUM_ARGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    stream: 'stderr',
    ready: /DevTools listening on ws:\/\/[^:]+:(\d+)\//,
    timeoutMs: 30_000,
  });
  return { port: Number(match[1]), stop };
}
