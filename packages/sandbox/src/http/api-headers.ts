// Headers every API answer carries: nosniff, so no browser reads a JSON answer (or an error
// echoing the caller's text) as HTML or script; and no-store on an answer for a signed-in caller
// (a bearer token) or one that hands out tokens (sign-in, registration, refresh, recovery), so no
// shared or browser cache keeps a player's cart, cards or tokens for the next user.
import type { MiddlewareHandler } from 'hono';

const HANDS_OUT_TOKENS = /\/(auth|account)\//;

export const apiHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
  if (c.req.header('authorization') !== undefined || HANDS_OUT_TOKENS.test(c.req.path))
    c.res.headers.set('Cache-Control', 'no-store');
};
