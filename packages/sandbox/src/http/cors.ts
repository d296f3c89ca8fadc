// CORS, so a partner page on another origin can call the sandbox.
import { cors } from 'hono/cors';

/** By default any localhost origin: http or https, localhost or 127.0.0.1, any port. */
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

/** SANDBOX_CORS_ORIGINS: a comma list of origins; `*` allows any. */
export function corsOriginsFromEnv(value: string | undefined): string[] | undefined {
  const origins = value
    ?.split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return origins && origins.length > 0 ? origins : undefined;
}

export function sandboxCors(origins: readonly string[] | undefined) {
  return cors({
    origin: (origin) => {
      if (!origin) return null;
      const allowed = origins ? origins.includes('*') || origins.includes(origin) : LOCAL_ORIGIN.test(origin);
      return allowed ? origin : null;
    },
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    // A partner page reads how long a throttled sign-in must wait.
    exposeHeaders: ['Retry-After'],
    maxAge: 600,
  });
}
