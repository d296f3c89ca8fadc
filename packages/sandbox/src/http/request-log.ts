// One log line per request: method, path, status, duration.
import type { MiddlewareHandler } from 'hono';

export function requestLog(log: (line: string) => void): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    let status = 0;
    try {
      await next();
      status = c.res.status;
    } finally {
      // status 0: the call ended without an answer (a dropped connection).
      log(
        `${c.req.method} ${c.req.path} ${status || 'dropped'} ${Math.round(performance.now() - started)}ms`,
      );
    }
  };
}
