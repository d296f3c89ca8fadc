// Route guards: the caller's claims, or the problem that stops the call.
import type { Context } from 'hono';
import type { SandboxEnv } from '../env';
import { ApiProblem } from '../http/problem';
import { ADMIN_ROLE, type AccessClaims } from './claims';

/** The logged-in caller, or 401: 1004 for an expired token, 1005 for a deleted session, `signature is invalid`. */
export async function requireUser(c: Context<SandboxEnv>): Promise<AccessClaims> {
  const user = c.var.user;
  if (user) return user;
  throw c.var.authProblem ?? new ApiProblem(401, 1005, 'log in first: this call needs a bearer access token');
}

/** An admin caller, or 401 (not logged in) / 403 (logged in without the admin role). */
export async function requireAdmin(c: Context<SandboxEnv>): Promise<AccessClaims> {
  const user = await requireUser(c);
  if (user.role !== ADMIN_ROLE) throw new ApiProblem(403, 1000, 'this call is for admins only');
  return user;
}
