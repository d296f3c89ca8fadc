// Node entry: serves the sandbox API on a loopback port. With `--static DIR` it
// also serves a built site from DIR on the same origin (the quick start).
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { withStaticSite } from './static-site';

const { values } = parseArgs({
  options: { static: { type: 'string' }, port: { type: 'string' } },
});

const port = Number(values.port ?? process.env.PORT ?? 8787);
const api = createApp();
const app = values.static ? withStaticSite(api, values.static) : api;

serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, (info) => {
  const origin = `http://127.0.0.1:${info.port}`;
  console.log(values.static ? `site on ${origin}/ with the sandbox API at ${origin}/api/v1` : `sandbox API on ${origin}/api/v1`);
});
