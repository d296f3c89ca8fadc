// Test helper: a real HTTP server on a loopback port, so the client's own rules (401 storms,
// timeouts, retries) are tested with real fetch, real sockets and real timing rather than a
// hand-written fetch mock.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  /** Path and query, e.g. `/api/v1/market/items/list?limit=10`. */
  url: string;
  headers: IncomingMessage['headers'];
  /** The body as text ('' when none). */
  text: string;
  /** The body parsed as JSON, or undefined. */
  json: unknown;
}

export type Handler = (request: ReceivedRequest, response: ServerResponse) => void | Promise<void>;

export interface TestServer {
  /** e.g. http://127.0.0.1:54321 */
  origin: string;
  /** Every request received, in order. */
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

export async function startServer(handler: Handler): Promise<TestServer> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = text ? (JSON.parse(text) as unknown) : undefined;
      } catch {
        json = undefined;
      }
      const request: ReceivedRequest = {
        method: incoming.method ?? 'GET',
        url: incoming.url ?? '/',
        headers: incoming.headers,
        text,
        json,
      };
      requests.push(request);
      Promise.resolve(handler(request, response)).catch((error: unknown) => {
        response.statusCode = 599;
        response.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** An unsigned JWT-shaped token with the given claims (the client never verifies signatures). */
export function makeToken(claims: Record<string, unknown>): string {
  return `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}.signature`;
}

/** A token pair for a user; `generation` makes each pair distinct, like a refresh does. */
export function makeTokens(userId: number, generation = 1) {
  const claims = {
    user_id: userId,
    alias: `player${userId}`,
    email: `player${userId}@rdc.test`,
    role: 'public',
    session_id: `s${userId}`,
  };
  return {
    accessToken: makeToken({ ...claims, gen: generation }),
    refreshToken: `refresh-${userId}-${generation}`,
  };
}
