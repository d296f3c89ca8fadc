/**
 * The server error codes of the API, with the meanings the spec gives them
 * (accounts-cart-checkout.md §8, marketplace-content.md §8).
 */
export const SERVER_CODES = {
  1000: 'invalid format',
  1001: 'bad change-password params',
  1002: 'recovery token not found',
  1003: 'gate response error',
  1004: 'auth token expired',
  1005: 'session not found',
  1006: 'no response from gate',
  1007: 'gate gave up',
  1008: 'proxy bad gateway',
  5000: 'unknown error',
  5002: 'database error',
  5003: 'server framework error',
  5004: 'cache database error',
  5005: 'ORM error',
} as const;

export type ServerCode = keyof typeof SERVER_CODES;

/** Named codes the client acts on. */
export const ServerCode = {
  InvalidFormat: 1000,
  BadChangePasswordParams: 1001,
  RecoveryTokenNotFound: 1002,
  GateResponseError: 1003,
  AuthTokenExpired: 1004,
  SessionNotFound: 1005,
  NoResponseFromGate: 1006,
  GateGaveUp: 1007,
  ProxyBadGateway: 1008,
  UnknownError: 5000,
  DatabaseError: 5002,
  ServerFrameworkError: 5003,
  CacheDatabaseError: 5004,
  OrmError: 5005,
} as const satisfies Record<string, ServerCode>;

export function isServerCode(code: unknown): code is ServerCode {
  return typeof code === 'number' && Object.hasOwn(SERVER_CODES, code);
}

/** The meaning of a server code, or undefined for a code the spec does not list. */
export function describeServerCode(code: number): string | undefined {
  return isServerCode(code) ? SERVER_CODES[code] : undefined;
}
