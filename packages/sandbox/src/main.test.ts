// The Node entry as `pnpm sandbox` runs it: a real process on a loopback port, logging one line
// per request, with flags for the data folder and faults.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

function start(args: string[]) {
  const child = spawn(
    process.execPath,
    ['--conditions=@rdc/source', '--import', 'tsx', 'src/main.ts', ...args],
    {
      cwd: packageDir,
      env: { ...process.env, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const lines: string[] = [];
  child.stdout
    .setEncoding('utf8')
    .on('data', (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)));
  child.stderr
    .setEncoding('utf8')
    .on('data', (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)));
  const origin = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const line = lines.find((l) => l.startsWith('sandbox API on '));
      if (line) {
        clearInterval(timer);
        resolve(line.slice('sandbox API on '.length).replace(/\/api\/v1$/, ''));
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`the sandbox exited with ${code}:\n${lines.join('\n')}`));
    });
  });
  return { child, lines, origin };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

describe('src/main.ts', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'rdc-sandbox-main-'));
  const rulesFile = join(dataDir, 'faults.json');
  await writeFile(rulesFile, JSON.stringify([{ path: '/market/period/list', status: 503, code: 1006 }]));
  const server = start(['--data', join(dataDir, 'db'), '--faults', rulesFile]);
  afterAll(async () => {
    await stop(server.child);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves the demo world on 127.0.0.1 and logs one line per request', async () => {
    const origin = await server.origin;
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${origin}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ alias: 'demo', password: 'demo1234' }),
    });
    expect(res.status).toBe(200);
    const { accessToken } = (await res.json()) as { accessToken: string };
    const wallet = await fetch(`${origin}/api/v1/wallet/balance`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(await wallet.json()).toEqual({ balance: 100_000 });
    await expect
      .poll(() => server.lines.filter((l) => /^(POST|GET) \/api\/v1\/\S+ \d{3} \d+ms$/.test(l)))
      .toEqual([
        expect.stringMatching(/^POST \/api\/v1\/auth\/login 200 /),
        expect.stringMatching(/^GET \/api\/v1\/wallet\/balance 200 /),
      ]);
  });

  it('applies the fault rules of --faults FILE, and lets a test change them at run time', async () => {
    const origin = await server.origin;
    expect((await fetch(`${origin}/api/v1/market/period/list`, { method: 'POST' })).status).toBe(503);
    await fetch(`${origin}/api/v1/__sandbox/faults`, { method: 'DELETE' });
    expect((await fetch(`${origin}/api/v1/market/period/list`, { method: 'POST' })).status).toBe(200);
  });
}, 180_000);
