// `pnpm dev`: the sandbox API and the Astro dev server (which proxies /api/v1 to it), together.
import { spawn } from 'node:child_process';

const children = [
  spawn('pnpm', ['--filter', '@rdc/sandbox', 'start'], { stdio: 'inherit' }),
  spawn('pnpm', ['--filter', 'site', 'dev'], { stdio: 'inherit' }),
];

const stop = (code = 0) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
