// /account: verification, password recovery and change, settings.
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import {
  PasswordChangePayloadSchema,
  PasswordRecoveryPayloadSchema,
  RecoverySendPayloadSchema,
  SettingsPayloadSchema,
  VerifyPayloadSchema,
  type Settings,
} from '@rdc/core/schemas';
import { checkPasswordRule, findUserById, setPasswordHash, type UserRow } from '../accounts/users';
import { requireUser } from '../auth/guard';
import { hashPassword, verifyPassword } from '../auth/password';
import { endUserSessions, openSession, sha256 } from '../auth/tokens';
import type { SandboxEnv } from '../env';
import { readBody } from '../http/body';
import { clientAddress } from '../http/client-address';
import { ApiProblem, tooManyAttempts } from '../http/problem';

export const accountRoutes = new Hono<SandboxEnv>();

accountRoutes.post('/account/verify', async (c) => {
  const { code } = await readBody(c, VerifyPayloadSchema);
  const { rows } = await c.var.sandbox.db.query<{ id: number }>(
    'UPDATE users SET verified = true, verify_code = NULL WHERE verify_code = $1 RETURNING id',
    [code.trim()],
  );
  if (rows.length === 0)
    throw new ApiProblem(400, 1000, 'this verification code is unknown or was already used');
  return c.json({ success: true });
});

/**
 * Always answers the same, whether or not the email belongs to an account, so the call cannot be
 * used to find out who has one. The token goes to the server log, since no mail is sent.
 */
accountRoutes.post('/account/password/recovery/send', async (c) => {
  const { email } = await readBody(c, RecoverySendPayloadSchema);
  const ctx = c.var.sandbox;
  // Every send counts, known email or not (the answer must not tell them apart).
  const { recoveryAccount, recoveryAddress } = ctx.throttles;
  const accountKey = email.trim().toLowerCase();
  const addressKey = clientAddress(c);
  const wait = Math.max(recoveryAccount.waitFor(accountKey), recoveryAddress.waitFor(addressKey));
  if (wait > 0) throw tooManyAttempts(wait);
  recoveryAccount.count([accountKey]);
  recoveryAddress.count([addressKey]);
  const { rows } = await ctx.db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [
    email.trim(),
  ]);
  const user = rows[0];
  if (user) {
    const token = randomBytes(24).toString('base64url');
    const expiresAt = new Date(ctx.now().getTime() + ctx.config.recoveryTtlSeconds * 1000);
    await ctx.db.query('INSERT INTO recovery_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
      sha256(token),
      user.id,
      expiresAt,
    ]);
    ctx.log(`recovery token for ${user.alias} <${user.email}>: ${token} (open /?recovery_token=${token})`);
  } else {
    ctx.log(`recovery requested for ${email.trim()}: no such account, nothing sent`);
  }
  return c.json({ success: true, message: 'If an account uses this email, a recovery link is on its way.' });
});

/**
 * Sets a new password with a recovery token (used once). Every other session of the user ends,
 * and the answer carries a fresh token pair: "on ok a login event fires".
 */
accountRoutes.post('/account/password/recovery', async (c) => {
  const { new_password, recovery_token } = await readBody(c, PasswordRecoveryPayloadSchema);
  checkPasswordRule(new_password);
  const ctx = c.var.sandbox;
  const passwordHash = await hashPassword(new_password);
  const pair = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ user_id: number }>(
      'DELETE FROM recovery_tokens WHERE token_hash = $1 AND expires_at > $2 RETURNING user_id',
      [sha256(recovery_token), ctx.now()],
    );
    const userId = rows[0]?.user_id;
    if (userId === undefined) throw new ApiProblem(400, 1002, 'recovery token not found');
    await setPasswordHash(tx, userId, passwordHash);
    await tx.query('DELETE FROM recovery_tokens WHERE user_id = $1', [userId]);
    await endUserSessions(tx, userId);
    const user = (await findUserById(tx, userId)) as UserRow;
    return openSession(ctx, tx, user, false);
  });
  return c.json({ success: true, ...pair });
});

/** Needs the current password; a wrong one, a too-short or unchanged new one answers 1001. */
accountRoutes.post('/account/password/change', async (c) => {
  const claims = await requireUser(c);
  const { old_password, new_password } = await readBody(c, PasswordChangePayloadSchema);
  const db = c.var.sandbox.db;
  const user = await findUserById(db, claims.user_id);
  if (!user) throw new ApiProblem(401, 1005, 'session not found');
  if (!(await verifyPassword(old_password, user.password_hash)))
    throw new ApiProblem(400, 1001, 'the old password is wrong');
  checkPasswordRule(new_password, 1001);
  if (old_password === new_password)
    throw new ApiProblem(400, 1001, 'the new password is the same as the old one');
  await setPasswordHash(db, user.id, await hashPassword(new_password));
  // Other sessions end; the one that changed the password goes on.
  await endUserSessions(db, user.id, claims.session_id);
  return c.json({ success: true });
});

function settingsOf(user: UserRow): Settings {
  return {
    user_name: user.user_name,
    isLoginID: user.is_login_id,
    language: user.language,
    timezone: user.timezone,
  };
}

accountRoutes.get('/account/settings', async (c) => {
  const claims = await requireUser(c);
  const user = await findUserById(c.var.sandbox.db, claims.user_id);
  if (!user) throw new ApiProblem(401, 1005, 'session not found');
  return c.json(settingsOf(user));
});

accountRoutes.post('/account/settings', async (c) => {
  const claims = await requireUser(c);
  const settings = await readBody(c, SettingsPayloadSchema);
  const { rows } = await c.var.sandbox.db.query<UserRow>(
    'UPDATE users SET user_name = $2, is_login_id = $3, language = $4, timezone = $5 WHERE id = $1 RETURNING *',
    [claims.user_id, settings.user_name, settings.isLoginID, settings.language, settings.timezone],
  );
  const user = rows[0];
  if (!user) throw new ApiProblem(401, 1005, 'session not found');
  return c.json(settingsOf(user));
});
