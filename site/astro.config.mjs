// The official site: static pages, widgets as islands, the sandbox API proxied
// behind /api/v1 on the site's own origin in dev and preview. Pages whose subject lives in the
// API (products, articles) opt out of prerendering and are rendered on demand by the Node
// adapter's handler, which `pnpm start` mounts behind the sandbox (middleware mode).
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig, passthroughImageService } from 'astro/config';
import { defaultClientConditions, defaultServerConditions } from 'vite';

const apiTarget = process.env.RDC_API_TARGET ?? `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8787}`;
const proxy = { '/api/v1': { target: apiTarget, changeOrigin: true } };

export default defineConfig({
  server: { host: '127.0.0.1', port: 4321 },
  adapter: node({ mode: 'middleware' }),
  integrations: [react()],
  image: { service: passthroughImageService() },
  vite: {
    resolve: { conditions: ['@rdc/source', ...defaultClientConditions] },
    ssr: { resolve: { conditions: ['@rdc/source', ...defaultServerConditions], externalConditions: ['@rdc/source'] } },
    server: { proxy },
    preview: { proxy },
  },
});
