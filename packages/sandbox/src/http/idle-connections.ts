import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open: longer than the 60 s a proxy, CDN or load
 * balancer in front commonly keeps its own, so that the client, not the server, closes it. With
 * Node's default (5 s) the server closes connections a client still counts as open, and a request
 * sent on one as it closes is lost (ECONNRESET, a 502 at a proxy); a POST is not sent again.
 */
const IDLE_CONNECTION_MS = 65_000;

/** Keeps `server`'s idle connections open for IDLE_CONNECTION_MS. */
export function keepIdleConnections(server: unknown): void {
  const http = server as Server;
  http.keepAliveTimeout = IDLE_CONNECTION_MS;
  // Above the idle time, so a request's headers on a reused connection get their full time.
  http.headersTimeout = IDLE_CONNECTION_MS + 1_000;
}
