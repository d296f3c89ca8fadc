// HS256 JSON Web Tokens with node:crypto. Written here rather than taken from hono/jwt so that
// expiry follows the sandbox's injectable clock.
import { createHmac, timingSafeEqual } from 'node:crypto';

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url');
}

function signature(secret: Buffer, signingInput: string): Buffer {
  return createHmac('sha256', secret).update(signingInput).digest();
}

export function signJwt(payload: Record<string, unknown>, secret: Buffer): string {
  const signingInput = `${HEADER}.${base64url(JSON.stringify(payload))}`;
  return `${signingInput}.${signature(secret, signingInput).toString('base64url')}`;
}

export type JwtCheck =
  | { ok: true; payload: Record<string, unknown> }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired'; payload?: Record<string, unknown> };

/** Checks shape, algorithm and signature, then `exp` (seconds) against `nowSeconds`. */
export function verifyJwt(token: string, secret: Buffer, nowSeconds: number): JwtCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, body, sig] = parts as [string, string, string];
  let payload: unknown;
  try {
    const decodedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
    // Only HS256 is accepted, so a token claiming "none" or another algorithm never verifies.
    if (decodedHeader.alg !== 'HS256') return { ok: false, reason: 'signature' };
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    return { ok: false, reason: 'malformed' };
  const expected = signature(secret, `${header}.${body}`);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'signature' };
  const claims = payload as Record<string, unknown>;
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds)
    return { ok: false, reason: 'expired', payload: claims };
  return { ok: true, payload: claims };
}
