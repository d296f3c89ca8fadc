import {
  UnshownAnswerSchema,
  type PasswordChangePayload,
  type PasswordRecoveryPayload,
  type RecoverySendPayload,
  type VerifyPayload,
} from '../../schemas';
import type { ApiClient } from '../types';

/**
 * /account (answers not shown: unknown). Recovery and verify run without
 * credentials: the user is logged out, the token or code identifies the account.
 * The settings calls (/account/settings) are in settings.ts.
 */
export function createAccountApi(client: ApiClient) {
  return {
    sendRecovery: (body: RecoverySendPayload) =>
      client.call('POST', '/account/password/recovery/send', {
        schema: UnshownAnswerSchema,
        body,
        auth: false,
      }),
    recoverPassword: (body: PasswordRecoveryPayload) =>
      client.call('POST', '/account/password/recovery', { schema: UnshownAnswerSchema, body, auth: false }),
    changePassword: (body: PasswordChangePayload) =>
      client.call('POST', '/account/password/change', { schema: UnshownAnswerSchema, body }),
    verify: (body: VerifyPayload) =>
      client.call('POST', '/account/verify', { schema: UnshownAnswerSchema, body, auth: false }),
  };
}
export type AccountApi = ReturnType<typeof createAccountApi>;
