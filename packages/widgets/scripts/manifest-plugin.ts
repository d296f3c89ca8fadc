import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { createServer } from 'vite';
import type * as ManifestSource from '../src/manifest-source';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Writes custom-elements.json next to package.json at the end of the partner build, from the
 * same widget definitions the elements are made of (loaded through a Vite server, which
 * understands their .tsx and `?inline` CSS), so the manifest cannot drift from the code.
 */
export function customElementsManifest(): Plugin {
  return {
    name: 'rdc-custom-elements-manifest',
    apply: 'build',
    async closeBundle() {
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        resolve: { conditions: ['@rdc/source'] },
        ssr: {
          resolve: { conditions: ['@rdc/source'], externalConditions: ['@rdc/source'] },
          noExternal: ['swiper'],
        },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const source = (await server.ssrLoadModule('/src/manifest-source.ts')) as typeof ManifestSource;
        await writeFile(
          `${root}/custom-elements.json`,
          `${JSON.stringify(await source.manifest(), null, 2)}\n`,
        );
      } finally {
        await server.close();
      }
    },
  };
}
