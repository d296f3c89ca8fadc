// Sessions and their token pairs. A session lives from login to logout; its access tokens are
// short-lived JWTs and its refresh token is opaque, stored only as a hash and rotated on each use.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { TokenPair } from '@rdc/core/schemas';
import type { Queryable, UserRow } from '../accounts/users';
import type { SandboxContext } from '../env';
import { ApiProblem } from '../http/problem';
import type { AccessClaims } from './claims';
import { signJwt } from './jwt';

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function issueAccessToken(ctx: SandboxContext, user: Pick<UserRow, 'id' | 'alias' | 'email' | 'role'>, sessionId: string): string {
  const iat = seconds(ctx.now());
  const claims: AccessClaims = {
    alias: user.alias,
    email: user.email,
    role: user.role,
    user_id: user.id,
    session_id: sessionId,
    iat,
    exp: iat + ctx.config.accessTtlSeconds,
  };
  return signJwt(claims, ctx.config.jwtSecret);
}

function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

function refreshExpiry(ctx: SandboxContext, rememberMe: boolean): Date {
  const ttl = rememberMe ? ctx.config.refreshTtlSeconds.rememberMe : ctx.config.refreshTtlSeconds.session;
  return new Date(ctx.now().getTime() + ttl * 1000);
}

/** Opens a session for `user` (login, registration, password recovery) and answers its first pair. */
export async function openSession(ctx: SandboxContext, db: Queryable, user: UserRow, rememberMe: boolean): Promise<TokenPair> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await db.query(
    'INSERT INTO sessions (id, user_id, refresh_hash, remember_me, refresh_expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [sessionId, user.id, sha256(refreshToken), rememberMe, refreshExpiry(ctx, rememberMe), ctx.now()],
  );
  return { accessToken: issueAccessToken(ctx, user, sessionId), refreshToken };
}

/**
 * Swaps a refresh token for a new pair. The old refresh token is replaced in the same statement,
 * so it works once: a second use (or a concurrent one that lost the race) answers 401 / 1005.
 */
export async function rotateRefreshToken(ctx: SandboxContext, value: string): Promise<TokenPair> {
  const next = newRefreshToken();
  const now = ctx.now();
  const { rows } = await ctx.db.query<{ id: string; user_id: number; remember_me: boolean }>(
    `UPDATE sessions SET refresh_hash = $2, refresh_expires_at = CASE WHEN remember_me THEN $4::timestamptz ELSE $5::timestamptz END
     WHERE refresh_hash = $1 AND refresh_expires_at > $3 RETURNING id, user_id, remember_me`,
    [sha256(value), sha256(next), now, refreshExpiry(ctx, true), refreshExpiry(ctx, false)],
  );
  const session = rows[0];
  if (!session) throw new ApiProblem(401, 1005, 'refresh token not found: it was used already, expired or logged out');
  const { rows: users } = await ctx.db.query<UserRow>('SELECT * FROM users WHERE id = $1', [session.user_id]);
  const user = users[0];
  if (!user) throw new ApiProblem(401, 1005, 'session not found');
  return { accessToken: issueAccessToken(ctx, user, session.id), refreshToken: next };
}

export async function sessionExists(db: Queryable, sessionId: string, userId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM sessions WHERE id = $1 AND user_id = $2', [sessionId, userId]);
  return rows.length > 0;
}
