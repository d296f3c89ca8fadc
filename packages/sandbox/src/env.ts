// The context every route handler of the sandbox sees: `new Hono<SandboxEnv>()`.
import type { PGlite } from '@electric-sql/pglite';
import type { AccessClaims } from './auth/claims';
import type { Throttles } from './auth/throttle';
import type { ApiProblem } from './http/problem';

export interface SandboxConfig {
  /** Lifetime of an access token (SANDBOX_ACCESS_TTL_S, default 900). */
  accessTtlSeconds: number;
  /** Lifetime of a refresh token: with rememberMe 30 days, without one day. */
  refreshTtlSeconds: { rememberMe: number; session: number };
  /** Lifetime of the PayPal access token that get_data hands out. */
  paypalTtlSeconds: number;
  /** Lifetime of a password recovery token. */
  recoveryTtlSeconds: number;
  /** The HS256 signing secret, random per data folder. */
  jwtSecret: Buffer;
}

export interface SandboxContext {
  db: PGlite;
  config: SandboxConfig;
  /** One line of the server log (verification codes and recovery tokens go here: no mail is sent). */
  log: (line: string) => void;
  /** The clock; tests inject one to expire tokens. */
  now: () => Date;
  /** Failed sign-ins and recovery sends, per account and per client address. */
  throttles: Throttles;
}

export type SandboxEnv = {
  Variables: {
    sandbox: SandboxContext;
    /** The caller, from a valid access token of a live session; null for a guest or a bad token. */
    user: AccessClaims | null;
    /** Why the bearer token was refused (expired, bad signature, session gone); requireUser throws it. */
    authProblem: ApiProblem | null;
  };
};
