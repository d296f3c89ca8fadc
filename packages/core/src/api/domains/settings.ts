import { SettingsSchema, UnshownAnswerSchema, type SettingsPayload } from '../../schemas';
import type { ApiClient } from '../types';

/** The user's settings: the spec gives the account paths (the settings service's own paths are not shown). */
export function createSettingsApi(client: ApiClient) {
  return {
    get: () => client.call('GET', '/account/settings', { schema: SettingsSchema }),
    /** Answer not shown; the caller reloads the settings afterwards. */
    save: (body: SettingsPayload) =>
      client.call('POST', '/account/settings', { schema: UnshownAnswerSchema, body }),
  };
}
export type SettingsApi = ReturnType<typeof createSettingsApi>;
