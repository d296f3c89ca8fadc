import { Hono } from 'hono';

export interface SandboxOptions {
  /** Base path of the contract. */
  basePath?: string;
}

/** The sandbox API as a fetch handler, so tests can call `app.fetch` in-process. */
export function createApp(options: SandboxOptions = {}) {
  const app = new Hono().basePath(options.basePath ?? '/api/v1');
  app.notFound((c) => c.json({ code: 1000, message: `no such call: ${c.req.method} ${c.req.path}` }, 404));
  return app;
}
