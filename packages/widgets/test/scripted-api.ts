import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Reply {
  status?: number;
  body?: unknown;
}

export type Route = (body: unknown) => Reply | Promise<Reply>;

export interface ScriptedApi {
  /** e.g. http://127.0.0.1:40123/api/v1 */
  base: string;
  /** The calls received, as `METHOD /path` with their JSON bodies. */
  calls: { route: string; body: unknown }[];
  /** Sets (or replaces) the answer of `METHOD /path` (path below /api/v1). */
  on(route: string, answer: Route | Reply): void;
  close(): Promise<void>;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A real HTTP server on a loopback port that answers the /api/v1 calls a test scripts, for the
 * client-level conditions the sandbox does not stage on demand (an answer held open, a lot with
 * chosen prices, a 500): the widgets run through core's real client (timeouts, validation, errors).
 * Tests that need the contract's behaviour use the sandbox (./sandbox.ts).
 * Unknown calls answer 404 with the server's error shape.
 */
export async function startScriptedApi(): Promise<ScriptedApi> {
  const routes = new Map<string, Route>();
  const calls: ScriptedApi['calls'] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body = parseJson(text);
      const path = new URL(request.url ?? '/', 'http://x').pathname.replace(/^\/api\/v1/, '');
      const route = `${request.method} ${path}`;
      calls.push({ route, body });
      const handler = routes.get(route);
      void Promise.resolve(
        handler ? handler(body) : { status: 404, body: { code: 1000, message: `no route ${route}` } },
      ).then((reply) => {
        response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        response.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/api/v1`,
    calls,
    on(route, answer) {
      routes.set(route, typeof answer === 'function' ? answer : () => answer);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** An access token with the claims core reads (unsigned: the client never verifies it). */
export function fakeAccessToken(claims: { user_id: number; alias: string }): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ email: `${claims.alias}@example.test`, role: 'public', session_id: 's1', ...claims })}.signature`;
}
