// Applies the fault rules to matching calls: delay, a forced answer, a dropped connection or a
// malformed body. The control calls under /__sandbox are never faulted.
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { SandboxEnv } from '../env';
import type { FaultBook } from './rules';

/** Thrown to end a call without any answer; the app rethrows it so the caller sees a network error. */
export class DroppedConnection extends Error {
  constructor(path: string) {
    super(`sandbox fault: connection dropped on ${path}`);
    this.name = 'DroppedConnection';
  }
}

/** The truncated JSON body a malformed answer carries. */
export const MALFORMED_BODY = '{"count": "x"';

interface NodeBindings {
  incoming?: { socket?: { destroy(): void } };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function injectFaults(book: FaultBook, basePath: string): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const path = c.req.path.startsWith(basePath) ? c.req.path.slice(basePath.length) || '/' : c.req.path;
    if (path.startsWith('/__sandbox/') || c.req.method === 'OPTIONS') return next();
    const rule = book.take(c.req.method, path);
    if (!rule) return next();
    c.var.sandbox.log(`fault #${rule.id} on ${c.req.method} ${path}`);
    if (rule.latencyMs) await sleep(rule.latencyMs);
    if (rule.drop) {
      // Under Node the socket is closed at once; in-process the call rejects, as fetch does.
      (c.env as NodeBindings | undefined)?.incoming?.socket?.destroy();
      throw new DroppedConnection(path);
    }
    if (rule.malformed)
      return c.body(MALFORMED_BODY, (rule.status ?? 200) as ContentfulStatusCode, {
        'content-type': 'application/json',
      });
    if (rule.status !== undefined || rule.code !== undefined) {
      const status = (rule.status ?? 200) as ContentfulStatusCode;
      return c.json(
        { code: rule.code ?? 5000, message: rule.message ?? `sandbox fault: status ${status}` },
        status,
      );
    }
    return next();
  };
}
