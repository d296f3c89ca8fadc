// /auth: register, login, refresh (rotating), validate, logout.
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { LoginPayloadSchema, RegisterPayloadSchema, TokenValuePayloadSchema } from '@rdc/core/schemas';
import * as z from 'zod';
import { createUser, findUserByLogin } from '../accounts/users';
import { bearerToken, checkAccessToken } from '../auth/authenticate';
import { hashPassword, verifyPassword } from '../auth/password';
import { endSession, endSessionByRefreshToken, openSession, rotateRefreshToken } from '../auth/tokens';
import type { SandboxEnv } from '../env';
import { readBody } from '../http/body';
import { clientAddress } from '../http/client-address';
import { ApiProblem, tooManyAttempts } from '../http/problem';

export const authRoutes = new Hono<SandboxEnv>();

/** The same answer for an unknown login and a wrong password, so neither can be probed. */
const LOGIN_FAILED = 'Login or password error';

/**
 * Registers (the register form and the creators' sign-up both call it). New accounts are throttled
 * per client address: past the free ones, the next waits (429 with Retry-After). The attempt is
 * counted before the account is written, so registrations sent all at once cannot slip past the
 * check together; one refused (a taken or look-alike alias) is taken back: it created nothing.
 */
authRoutes.post('/auth/register', async (c) => {
  const payload = await readBody(c, RegisterPayloadSchema);
  const ctx = c.var.sandbox;
  const addressKey = clientAddress(c);
  const { registrationAddress } = ctx.throttles;
  const wait = registrationAddress.waitFor(addressKey);
  if (wait > 0) throw tooManyAttempts(wait);
  registrationAddress.count([addressKey]);
  const user = await createUser(ctx.db, payload).catch((error: unknown) => {
    registrationAddress.uncount(addressKey);
    throw error;
  });
  // No mail is sent: the code goes to the log, to be opened as /?code=… (or sent to /account/verify).
  ctx.log(
    `verification code for ${user.alias} <${user.email}>: ${user.verify_code} (POST /api/v1/account/verify { "code": "${user.verify_code}" })`,
  );
  return c.json(await openSession(ctx, ctx.db, user, false));
});

/** Checked against for an unknown login, so that it costs one scrypt like a wrong password does. */
let unknownAccountHash: Promise<string> | undefined;

/**
 * Signs in. Failed attempts are throttled per account (the login as typed, so unknown accounts
 * too) and per client address: past the free ones, every attempt waits, the right password too.
 */
authRoutes.post('/auth/login', async (c) => {
  const { alias, password, rememberMe } = await readBody(c, LoginPayloadSchema);
  const ctx = c.var.sandbox;
  const { loginAccount, loginAddress } = ctx.throttles;
  const accountKey = alias.trim().toLowerCase();
  const addressKey = clientAddress(c);
  const wait = Math.max(loginAccount.waitFor(accountKey), loginAddress.waitFor(addressKey));
  if (wait > 0) throw tooManyAttempts(wait);
  const user = await findUserByLogin(ctx.db, alias);
  unknownAccountHash ??= hashPassword(randomBytes(16).toString('base64url'));
  const passwordOk = await verifyPassword(password, user?.password_hash ?? (await unknownAccountHash));
  if (!user || !passwordOk) {
    loginAccount.count([accountKey]);
    loginAddress.count([addressKey]);
    throw new ApiProblem(401, 1000, LOGIN_FAILED);
  }
  loginAccount.forget(accountKey);
  return c.json(await openSession(ctx, ctx.db, user, rememberMe ?? false));
});

authRoutes.post('/auth/refresh', async (c) => {
  const { value } = await readBody(c, TokenValuePayloadSchema);
  return c.json(await rotateRefreshToken(c.var.sandbox, value));
});

/** Checks an access token: 200 with its claims, or the 401 any call would answer for it. */
authRoutes.post('/auth/validate', async (c) => {
  const { value } = await readBody(c, TokenValuePayloadSchema);
  const result = await checkAccessToken(c.var.sandbox, value);
  if (result instanceof ApiProblem) throw result;
  return c.json({ valid: true, ...result });
});

/**
 * Ends the session: by the bearer access token, or by `{ value: refreshToken }` (which still works
 * when the access token has expired). Its tokens stop working at once (1005). Not in the spec's
 * call table, which shows logout only as a client state change.
 */
authRoutes.post('/auth/logout', async (c) => {
  const ctx = c.var.sandbox;
  const { value } = await readBody(c, z.object(TokenValuePayloadSchema.shape).partial());
  if (value !== undefined) {
    if (!(await endSessionByRefreshToken(ctx.db, value)))
      throw new ApiProblem(401, 1005, 'session not found');
    return c.json({ success: true });
  }
  const token = bearerToken(c.req.header('authorization'));
  if (!token)
    throw new ApiProblem(401, 1005, 'log in first: send the access token or { value: refreshToken }');
  const claims = await checkAccessToken(ctx, token);
  if (claims instanceof ApiProblem) throw claims;
  await endSession(ctx.db, claims.session_id);
  return c.json({ success: true });
});
