import {
  TokenPairSchema,
  UnshownAnswerSchema,
  type LoginPayload,
  type RegisterPayload,
  type TokenValuePayload,
} from '../../schemas';
import type { ApiClient } from '../types';
import { createLogoutApi } from './logout';

/** /auth: every call here is made without credentials (the caller has none yet, or only a refresh token). */
export function createAuthApi(client: ApiClient) {
  return {
    login: (body: LoginPayload) =>
      client.call('POST', '/auth/login', { schema: TokenPairSchema, body, auth: false }),
    /** On 200 the login session data (the token pair). */
    register: (body: RegisterPayload) =>
      client.call('POST', '/auth/register', { schema: TokenPairSchema, body, auth: false }),
    /** { value: refreshToken }. Never refreshed itself. */
    refresh: (body: TokenValuePayload) =>
      client.call('POST', '/auth/refresh', { schema: TokenPairSchema, body, auth: false }),
    /** Answer not shown. */
    validate: (body: TokenValuePayload) =>
      client.call('POST', '/auth/validate', { schema: UnshownAnswerSchema, body, auth: false }),
    ...createLogoutApi(client),
  };
}
export type AuthApi = ReturnType<typeof createAuthApi>;
