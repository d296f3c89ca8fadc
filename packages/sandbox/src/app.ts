// The sandbox API: a Hono app over an embedded Postgres, mounted under /api/v1.
import type { PGlite } from '@electric-sql/pglite';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { BlankSchema } from 'hono/types';
import { authenticate } from './auth/authenticate';
import { createThrottles } from './auth/throttle';
import { purgeExpired, type Purged } from './db/housekeeping';
import { prepareDatabase } from './db/prepare';
import type { SandboxConfig, SandboxContext, SandboxEnv } from './env';
import { faultControl } from './faults/control';
import { DroppedConnection, injectFaults } from './faults/inject';
import { FaultBook, type FaultRule } from './faults/rules';
import { corsOriginsFromEnv, sandboxCors } from './http/cors';
import { ApiProblem } from './http/problem';
import { apiHeaders } from './http/api-headers';
import { refuseUnknownMethods } from './http/method-guard';
import { requestLog } from './http/request-log';
import { accountRoutes } from './routes/account';
import { addressRoutes } from './routes/address';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { bankingRoutes } from './routes/banking';
import { cartRoutes } from './routes/cart';
import { contentRoutes } from './routes/content';
import { cspReportRoutes } from './routes/csp-report';
import { entityUrlRoutes } from './routes/entity-url';
import { linkTemplateRoutes } from './routes/link-template';
import { marketRoutes } from './routes/market';
import { mediaRoutes } from './routes/media';
import { paymentRoutes } from './routes/payment';
import { transactionRoutes } from './routes/transactions';
import { vaultRoutes } from './routes/vault';
import { walletRoutes } from './routes/wallet';
import { announceSubjectChanges } from './site-cache/subject-writes';

export const BASE_PATH = '/api/v1';

export interface SandboxOptions {
  /** A data folder to keep the database in; absent: in memory (tests). */
  dataDir?: string;
  /**
   * A PostgreSQL database (postgres://…) instead of the embedded one (main.ts passes
   * DATABASE_URL). Several processes given the same one share players, carts and wallets.
   */
  databaseUrl?: string;
  /** Delete the data folder first, so the demo world is seeded again. */
  reset?: boolean;
  /** Seed the demo world into a new database (default true). */
  seed?: boolean;
  /** Extra market items to seed (load and pagination tests). */
  scale?: number;
  /** Access-token lifetime; default SANDBOX_ACCESS_TTL_S or 900. */
  accessTtlSeconds?: number;
  /** Lifetime of the PayPal vault token of get_data; default 3600. */
  paypalTtlSeconds?: number;
  /** Allowed CORS origins; default SANDBOX_CORS_ORIGINS, else any http://localhost:* and http://127.0.0.1:*. */
  corsOrigins?: string[];
  /** Fault injection: off unless given; `true` starts with no rules, an array with these. */
  faults?: boolean | FaultRule[];
  /** Where log lines go (requests, verification codes, recovery tokens); default nowhere. */
  log?: (line: string) => void;
  /** The clock (tokens, expiry); default the real one. */
  now?: () => Date;
}

export type SandboxApp = Hono<SandboxEnv, BlankSchema, typeof BASE_PATH> & {
  db: PGlite;
  /** The fault rules, when faults are on. */
  faults: FaultBook | null;
  /** Forgets expired sessions, recovery tokens and day-old Idempotency-Keys (done at start too). */
  purgeExpired(): Promise<Purged>;
  /**
   * Calls `listener` after each call that changes what a rendered page shows (an admin's write to a
   * lot, post, page, slide or link template; a fault rule); answers the unsubscribe.
   */
  onSubjectChange(listener: () => void): () => void;
  close(): Promise<void>;
};

const DAY = 24 * 60 * 60;

/** The largest body accepted: room for the largest field (a page's data, 500,000 characters, which
 * JSON escaping and UTF-8 can triple), and a refusal before an absurd body is read into memory. */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

function positiveNumber(value: string | undefined): number | undefined {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : undefined;
}

export async function createApp(options: SandboxOptions = {}): Promise<SandboxApp> {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => undefined);
  const { db, jwtSecret, close } = await prepareDatabase({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    reset: options.reset,
    seed: options.seed ?? true,
    scale: options.scale ?? 0,
    now: now(),
  });
  const config: SandboxConfig = {
    accessTtlSeconds: options.accessTtlSeconds ?? positiveNumber(process.env.SANDBOX_ACCESS_TTL_S) ?? 900,
    refreshTtlSeconds: { rememberMe: 30 * DAY, session: DAY },
    paypalTtlSeconds: options.paypalTtlSeconds ?? 3600,
    recoveryTtlSeconds: 3600,
    jwtSecret,
  };
  const sandbox: SandboxContext = { db, config, log, now, throttles: createThrottles(now) };
  const purge = () => purgeExpired(db, now());
  await purge();
  const faults = options.faults ? new FaultBook(options.faults === true ? [] : options.faults) : null;

  const app = new Hono<SandboxEnv>().basePath(BASE_PATH);
  const subjectListeners = new Set<() => void>();
  app.use(refuseUnknownMethods({ json: true }));
  app.use(apiHeaders);
  app.use(announceSubjectChanges(() => subjectListeners.forEach((listener) => listener())));
  app.use(requestLog(log));
  app.use(sandboxCors(options.corsOrigins ?? corsOriginsFromEnv(process.env.SANDBOX_CORS_ORIGINS)));
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ code: 1000, message: `the body is larger than ${MAX_BODY_BYTES} bytes` }, 413),
    }),
  );
  app.use(async (c, next) => {
    c.set('sandbox', sandbox);
    await next();
  });
  if (faults) {
    app.use(injectFaults(faults, BASE_PATH));
    app.route('/', faultControl(faults));
  }
  app.use(authenticate);

  for (const routes of [
    authRoutes,
    accountRoutes,
    walletRoutes,
    cartRoutes,
    paymentRoutes,
    transactionRoutes,
    vaultRoutes,
    addressRoutes,
    bankingRoutes,
    marketRoutes,
    contentRoutes,
    linkTemplateRoutes,
    entityUrlRoutes,
    adminRoutes,
    mediaRoutes,
    cspReportRoutes,
  ]) {
    app.route('/', routes);
  }

  app.notFound((c) => c.json({ code: 1000, message: `no such call: ${c.req.method} ${c.req.path}` }, 404));
  app.onError((error, c) => {
    if (error instanceof DroppedConnection) throw error;
    if (error instanceof ApiProblem) {
      if (error.retryAfterSeconds === undefined)
        return c.json({ code: error.code, message: error.message }, error.status);
      c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json(
        { code: error.code, message: error.message, retry_after: error.retryAfterSeconds },
        error.status,
      );
    }
    if (error instanceof HTTPException) return c.json({ code: 1000, message: error.message }, error.status);
    const sqlState = (error as { code?: unknown }).code;
    // SQLSTATE class 22 (data exception): a number out of range or a value of the wrong type, e.g.
    // an id beyond integer range. The statement failed, so nothing was written: the caller's input.
    if (typeof sqlState === 'string' && sqlState.startsWith('22')) {
      return c.json(
        { code: 1000, message: 'a value of the request is out of range or of the wrong type' },
        400,
      );
    }
    const isDatabase = typeof (error as { severity?: unknown }).severity === 'string';
    log(`error on ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`);
    return c.json(
      { code: isDatabase ? 5002 : 5000, message: isDatabase ? 'database error' : 'unknown error' },
      500,
    );
  });

  const onSubjectChange = (listener: () => void) => {
    subjectListeners.add(listener);
    return () => void subjectListeners.delete(listener);
  };
  return Object.assign(app, {
    db,
    faults,
    purgeExpired: purge,
    onSubjectChange,
    close: close ?? (() => db.close()),
  });
}
