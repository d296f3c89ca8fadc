// The official site: static pages, widgets as islands, the sandbox API proxied
// behind /api/v1 on the site's own origin in dev and preview. Pages whose subject lives in the
// API (products, articles) opt out of prerendering and are rendered on demand by the Node
// adapter's handler, which `pnpm start` mounts behind the sandbox (middleware mode).
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig, passthroughImageService } from 'astro/config';
import { cspPolicy } from './integrations/csp-policy.mjs';
import { frameChunk } from './integrations/frame-chunk.mjs';
import { precompress } from './integrations/precompress.mjs';
import { preactForReact } from './integrations/preact-for-react.mjs';
import { messagesPastIndex } from '../scripts/messages-imports-plugin.mjs';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { BROWSER_FLOOR } from '../scripts/browser-floor.mjs';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

// Our own inline scripts (BaseLayout's and EmbedLayout's <head>), allowed by their hashes: each
// file's exact text, as its layout includes it.
const ownInlineScriptHashes = [
  './src/frame/islands-after-first-paint.js',
  './src/embed/warm-up-formats.js',
].map(
  (file) =>
    `sha256-${createHash('sha256')
      .update(readFileSync(new URL(file, import.meta.url), 'utf8'))
      .digest('base64')}`,
);

const apiTarget = process.env.RDC_API_TARGET ?? `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8787}`;
const proxy = { '/api/v1': { target: apiTarget, changeOrigin: true } };

export default defineConfig({
  server: { host: '127.0.0.1', port: 4321 },
  adapter: node({ mode: 'middleware' }),
  // Each page's CSS in its HTML, so the first paint waits for no stylesheet (about 5 kB gzip a
  // page, against a render-blocking request of 150 to 300 ms on a phone's link), and a strict
  // Content-Security-Policy in every page: scripts and styles from the site itself plus the hashes
  // of the inline ones Astro writes (the island loader, and these styles: Astro hashes every
  // inlined stylesheet of the build), no other. The server sends the same policy as a header (csp-policy.mjs).
  build: { inlineStylesheets: 'always' },
  experimental: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      scriptDirective: { hashes: ownInlineScriptHashes },
    },
  },
  integrations: [react(), cspPolicy(), precompress()],
  // The hosts whose Host header a page rendered on demand trusts for its own address (Open Graph
  // URLs); RDC_SITE_HOSTS adds a deployment's (a comma list of host names).
  security: {
    allowedDomains: [
      'localhost',
      '127.0.0.1',
      ...(process.env.RDC_SITE_HOSTS ?? '').split(',').filter(Boolean),
    ].map((hostname) => ({ hostname })),
  },
  image: { service: passthroughImageService() },
  vite: {
    // The pages' scripts lowered to the oldest browsers players use (iOS 15 the oldest; see
    // scripts/browser-floor.mjs, whose test parses every built chunk at that floor).
    build: { target: BROWSER_FLOOR },
    // Each message imported from its own module, so an island carries only the English it shows.
    plugins: [preactForReact(), frameChunk(), messagesPastIndex()],
    resolve: { conditions: ['@rdc/source', ...defaultClientConditions] },
    ssr: {
      resolve: {
        conditions: ['@rdc/source', ...defaultServerConditions],
        externalConditions: ['@rdc/source'],
      },
    },
    server: { proxy },
    preview: { proxy },
  },
});
