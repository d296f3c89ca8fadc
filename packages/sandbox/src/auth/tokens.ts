// Sessions and their token pairs. A session lives from login to logout; its access tokens are
// short-lived JWTs and its refresh token is opaque, stored only as a hash and rotated on each use.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { TokenPair } from '@rdc/core/schemas';
import type { UserRow } from '../accounts/users';
import type { Queryable } from '../db/queryable';
import type { SandboxContext } from '../env';
import { ApiProblem } from '../http/problem';
import type { AccessClaims } from './claims';
import { signJwt } from './jwt';

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function issueAccessToken(
  ctx: SandboxContext,
  user: Pick<UserRow, 'id' | 'alias' | 'email' | 'role'>,
  sessionId: string,
): string {
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
export async function openSession(
  ctx: SandboxContext,
  db: Queryable,
  user: UserRow,
  rememberMe: boolean,
): Promise<TokenPair> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await db.query(
    'INSERT INTO sessions (id, user_id, refresh_hash, remember_me, refresh_expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [sessionId, user.id, sha256(refreshToken), rememberMe, refreshExpiry(ctx, rememberMe), ctx.now()],
  );
  return { accessToken: issueAccessToken(ctx, user, sessionId), refreshToken };
}

/**
 * How long after its rotation a refresh token's replay is taken for a race, not a theft: two tabs
 * of one player sharing the token may both refresh at once, and the loser then takes the newer
 * token the winner stored. The loser is answered 1005 and the session lives on.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

/**
 * Swaps a refresh token for a new pair (rotation). The old refresh token is replaced in the same
 * statement, so it works once. A replay of an already-swapped token (reuse detection): within
 * the grace window 401 / 1005 and nothing else; later, someone holds a stolen token, so the whole
 * session ends (its newest refresh token stops working too) and the answer is 401 / 1005.
 */
export async function rotateRefreshToken(ctx: SandboxContext, value: string): Promise<TokenPair> {
  const next = newRefreshToken();
  const now = ctx.now();
  const hash = sha256(value);
  const session = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; user_id: number; remember_me: boolean }>(
      `UPDATE sessions SET refresh_hash = $2, refresh_expires_at = CASE WHEN remember_me THEN $4::timestamptz ELSE $5::timestamptz END
       WHERE refresh_hash = $1 AND refresh_expires_at > $3 RETURNING id, user_id, remember_me`,
      [hash, sha256(next), now, refreshExpiry(ctx, true), refreshExpiry(ctx, false)],
    );
    const rotated = rows[0];
    if (rotated)
      await tx.query(
        'INSERT INTO used_refresh_tokens (refresh_hash, session_id, used_at) VALUES ($1, $2, $3)',
        [hash, rotated.id, now],
      );
    return rotated;
  });
  if (!session) {
    const { rows: used } = await ctx.db.query<{ session_id: string; used_at: Date }>(
      'SELECT session_id, used_at FROM used_refresh_tokens WHERE refresh_hash = $1',
      [hash],
    );
    const replay = used[0];
    if (replay && now.getTime() - new Date(replay.used_at).getTime() > REFRESH_REUSE_GRACE_SECONDS * 1000) {
      await ctx.db.query('DELETE FROM sessions WHERE id = $1', [replay.session_id]);
      ctx.log(`refresh token reused after its rotation: session ${replay.session_id} ended`);
      throw new ApiProblem(401, 1005, 'refresh token reused: the session has ended');
    }
    throw new ApiProblem(401, 1005, 'refresh token not found: it was used already, expired or logged out');
  }
  const { rows: users } = await ctx.db.query<UserRow>('SELECT * FROM users WHERE id = $1', [session.user_id]);
  const user = users[0];
  if (!user) throw new ApiProblem(401, 1005, 'session not found');
  return { accessToken: issueAccessToken(ctx, user, session.id), refreshToken: next };
}

export async function sessionExists(db: Queryable, sessionId: string, userId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM sessions WHERE id = $1 AND user_id = $2', [
    sessionId,
    userId,
  ]);
  return rows.length > 0;
}

/** Ends every session of the user but `keepSessionId` (the one that changed the password), if given. */
export async function endUserSessions(db: Queryable, userId: number, keepSessionId?: string): Promise<void> {
  if (keepSessionId === undefined) await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
  else await db.query('DELETE FROM sessions WHERE user_id = $1 AND id <> $2', [userId, keepSessionId]);
}

export async function endSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id = $1', [sessionId]);
}

/** Ends the session a refresh token belongs to; false when no session has it. */
export async function endSessionByRefreshToken(db: Queryable, refreshToken: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM sessions WHERE refresh_hash = $1 RETURNING id', [
    sha256(refreshToken),
  ]);
  return rows.length > 0;
}
