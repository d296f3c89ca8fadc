// A throw-away PostgreSQL cluster for the sandbox's PostgreSQL tests: Debian's `postgresql`
// binaries, a temp data folder, 127.0.0.1 on a free port, trust auth. Root cannot run postgres,
// so as root the cluster belongs to the `postgres` user.
//   node scripts/postgres.mjs -- <command…>   runs the command with DATABASE_URL set, then removes the cluster
//   import { startPostgres } from './postgres.mjs'   → { url, stop() }
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The bin folder of the newest Debian PostgreSQL, or undefined when it is not installed. */
export function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function startPostgres() {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'rdc-postgres-'));
  chmodSync(dir, 0o777);
  const as = (args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0], args.slice(1)]);
  const run = (args) => {
    const [cmd, rest] = as(args);
    execFileSync(cmd, rest, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  const data = join(dir, 'data');
  run([
    join(bin, 'initdb'),
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  const port = await freePort();
  // fsync off: the cluster is thrown away, and it makes CREATE DATABASE per test file quick.
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  run([join(bin, 'pg_ctl'), '-D', data, '-l', join(dir, 'log'), '-o', options, '-w', 'start']);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run([join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dash = process.argv.indexOf('--');
  const command = dash === -1 ? [] : process.argv.slice(dash + 1);
  const pg = await startPostgres();
  if (command.length === 0) {
    console.log(`DATABASE_URL=${pg.url}`);
    console.log('press Ctrl-C to stop and remove the cluster');
    const end = () => {
      pg.stop();
      process.exit(0);
    };
    process.on('SIGINT', end);
    process.on('SIGTERM', end);
    setInterval(() => {}, 1 << 30);
  } else {
    const result = spawnSync(command[0], command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: pg.url },
    });
    pg.stop();
    process.exit(result.status ?? 1);
  }
}
