import type { Context } from 'hono';

/**
 * The address of the client: the connection's own, from the Node bindings. Headers such as
 * X-Forwarded-For are not read: any client can write them. A call made in-process has none.
 */
export function clientAddress(c: Context): string {
  const bindings = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return bindings?.incoming?.socket?.remoteAddress ?? 'in-process';
}
