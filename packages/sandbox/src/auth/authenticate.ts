// Reads the bearer token of every request. It never refuses a request itself: it sets the user
// (or null) and, for a token it cannot accept, the reason, which requireUser answers with.
import type { MiddlewareHandler } from 'hono';
import type { SandboxContext, SandboxEnv } from '../env';
import { ApiProblem } from '../http/problem';
import { AccessClaimsSchema, type AccessClaims } from './claims';
import { verifyJwt } from './jwt';
import { sessionExists } from './tokens';

/**
 * The message the client logs out on (accounts-cart-checkout.md §4: "a response message saying the signature
 * is invalid").
 */
const SIGNATURE_INVALID = 'signature is invalid';

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/** The claims of a live session's access token, or the ApiProblem that refuses it. */
export async function checkAccessToken(
  ctx: SandboxContext,
  token: string,
): Promise<AccessClaims | ApiProblem> {
  const check = verifyJwt(token, ctx.config.jwtSecret, Math.floor(ctx.now().getTime() / 1000));
  if (!check.ok) {
    if (check.reason === 'expired') return new ApiProblem(401, 1004, 'auth token expired');
    if (check.reason === 'signature') return new ApiProblem(401, 1000, SIGNATURE_INVALID);
    return new ApiProblem(401, 1000, 'the access token is malformed');
  }
  const claims = AccessClaimsSchema.safeParse(check.payload);
  if (!claims.success) return new ApiProblem(401, 1000, 'the access token is malformed');
  if (!(await sessionExists(ctx.db, claims.data.session_id, claims.data.user_id))) {
    return new ApiProblem(401, 1005, 'session not found');
  }
  return claims.data;
}

export const authenticate: MiddlewareHandler<SandboxEnv> = async (c, next) => {
  c.set('user', null);
  c.set('authProblem', null);
  const token = bearerToken(c.req.header('authorization'));
  if (token) {
    const result = await checkAccessToken(c.var.sandbox, token);
    if (result instanceof ApiProblem) c.set('authProblem', result);
    else c.set('user', result);
  }
  await next();
};
