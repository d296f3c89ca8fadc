import { fileURLToPath } from 'node:url';
import { getViteConfig } from 'astro/config';
import type { ViteUserConfig } from 'vitest/config';

const vitest: Pick<ViteUserConfig, 'test'> = {
  test: {
    name: 'site',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each test starts a sandbox in process and renders pages against it: on a loaded 2-core
    // machine that has taken longer than Vitest's default 5 s (home-offers.test.ts, load 8).
    testTimeout: 30_000,
    globalSetup: ['test/content-store.ts'],
  },
};

// Astro 5 carries its own Vite 6 types; the `test` block is Vitest's addition to them.
export default getViteConfig(vitest as Parameters<typeof getViteConfig>[0], {
  root: fileURLToPath(new URL('.', import.meta.url)),
});
