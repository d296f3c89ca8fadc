// From the schema module itself, not the schemas' index: Log Out is in the partner runtime, which
// would otherwise carry every schema, and the rest of /auth (the forms' calls) stays out of it.
import type { TokenValuePayload } from '../../schemas/auth';
import { UnshownAnswerSchema } from '../../schemas/common';
import type { ApiClient } from '../types';

/** POST /auth/logout, the one /auth call the user menu's Log Out needs. */
export function createLogoutApi(client: ApiClient) {
  return {
    /**
     * { value: refreshToken }: ends the session on the server, so neither of its tokens works
     * afterwards. Not in the spec's call table (it shows logout as a client change only); sent
     * with the refresh token, which still works when the access token has expired.
     */
    logout: (body: TokenValuePayload) =>
      client.call('POST', '/auth/logout', { schema: UnshownAnswerSchema, body, auth: false }),
  };
}
