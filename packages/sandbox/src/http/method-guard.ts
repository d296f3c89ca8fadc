// Methods the servers answer. Any other (TRACE, TRACK, CONNECT, PROPFIND, made-up ones) is answered
// 405 before anything reads the request: the Fetch API cannot even build a Request for some of them,
// which would otherwise surface as a 500 and a logged stack trace on every such call.
import type { MiddlewareHandler } from 'hono';

const KNOWN_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const KNOWN = new Set<string>(KNOWN_METHODS);
const ALLOW = KNOWN_METHODS.join(', ');

/** 405 with `Allow` for a method outside KNOWN_METHODS; JSON `{ code: 1000, message }` when `json`. */
export function refuseUnknownMethods(options: { json: boolean }): MiddlewareHandler {
  return async (c, next) => {
    if (KNOWN.has(c.req.method)) return next();
    const message = `the method ${c.req.method.slice(0, 20)} is not allowed`;
    const headers = { Allow: ALLOW };
    return options.json ? c.json({ code: 1000, message }, 405, headers) : c.text(message, 405, headers);
  };
}
