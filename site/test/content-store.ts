// Vitest global setup for the site's tests: the content collections (src/content.config.ts) as the
// pages read them. Astro's test config runs in dev mode, which reads the content layer's data store
// from .astro/; `astro sync` writes it to the cache folder, so it is synced, then copied there.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export default function syncContent(): void {
  const root = new URL('..', import.meta.url);
  execFileSync(process.execPath, [fileURLToPath(new URL('node_modules/astro/astro.js', root)), 'sync'], {
    cwd: fileURLToPath(root),
    stdio: 'ignore',
  });
  mkdirSync(new URL('.astro/', root), { recursive: true });
  copyFileSync(new URL('node_modules/.astro/data-store.json', root), new URL('.astro/data-store.json', root));
}
