// Helpers for the two processes the benchmark starts (sandbox, Chromium): start one with a
// throw-away folder, wait for the line that says it is ready, and stop it for sure, also when it
// ignores SIGTERM.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** Resolves with the first match of `pattern` in `stream`; rejects when the process exits first or on timeout. */
export function waitForLine(child, stream, pattern, timeoutMs, name) {
  return new Promise((resolve, reject) => {
    const seen = [];
    const lines = createInterface({ input: stream });
    const finish = (fn, value) => {
      clearTimeout(timer);
      child.off('exit', onExit);
      child.off('error', onError);
      lines.off('line', onLine);
      // Keep draining the pipe so a chatty process never blocks on a full buffer.
      stream.resume();
      fn(value);
    };
    const onLine = (line) => {
      seen.push(line);
      if (seen.length > 20) seen.shift();
      const match = pattern.exec(line);
      if (match) finish(resolve, match);
    };
    const onExit = (code, signal) =>
      finish(
        reject,
        new Error(`${name} exited (${signal ?? code}) before it was ready:\n${seen.join('\n')}`),
      );
    const onError = (error) => finish(reject, new Error(`${name} could not start: ${error.message}`));
    const timer = setTimeout(
      () => finish(reject, new Error(`${name} was not ready after ${timeoutMs} ms:\n${seen.join('\n')}`)),
      timeoutMs,
    );
    lines.on('line', onLine);
    child.on('exit', onExit);
    child.on('error', onError);
  });
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the process has exited. */
export async function stopProcess(child, graceMs = 5_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/**
 * Last resort for any way out of the benchmark (an error, a signal, process.exit while a process
 * is still starting): kill the process and delete its folder synchronously as Node exits.
 * Returns the function that cancels this once the orderly stop has run.
 */
export function cleanUpOnExit(child, dir) {
  const cleanUp = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', cleanUp);
  return () => process.off('exit', cleanUp);
}

/**
 * Starts `command` with a throw-away folder (`args` receives its path) and waits until `ready`
 * matches a line of its `stream` ('stdout' or 'stderr'). Resolves with the match and a `stop` that
 * ends the process and deletes the folder; on failure both are done before it rejects.
 */
export async function startReadyProcess({
  name,
  folderPrefix,
  command,
  args,
  stream,
  ready,
  timeoutMs,
  cwd,
  env = {},
}) {
  const dir = mkdtempSync(join(tmpdir(), folderPrefix));
  // The other stream: Chromium's stdout says nothing useful; the sandbox's stderr holds its errors.
  const stdio = stream === 'stdout' ? ['ignore', 'pipe', 'inherit'] : ['ignore', 'ignore', 'pipe'];
  const child = spawn(command, args(dir), { cwd, stdio, env: { ...process.env, ...env } });
  const forget = cleanUpOnExit(child, dir);
  const stop = async () => {
    await stopProcess(child);
    rmSync(dir, { recursive: true, force: true });
    forget();
  };
  try {
    const match = await waitForLine(child, child[stream], ready, timeoutMs, name);
    return { match, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
