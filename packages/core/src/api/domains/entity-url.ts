import { EntityUrlSchema, listOf, type EntityUrlUpdatePayload } from '../../schemas';
import type { ApiClient } from '../types';
import { lazySchema } from '../../schemas/lazy-schema';

const EntityUrlListSchema = lazySchema(() => listOf(EntityUrlSchema));

/** Entity URLs: get resolves a public URL without credentials; update and list are admin calls. */
export function createEntityUrlApi(client: ApiClient) {
  return {
    /** GET /entity-url{url}: the url is appended as a path ('/marketplace/x' -> /entity-url/marketplace/x). */
    get: (url: string) =>
      client.call('GET', `/entity-url${url.startsWith('/') ? url : `/${url}`}`, {
        schema: EntityUrlSchema,
        auth: false,
      }),
    update: (body: EntityUrlUpdatePayload) =>
      client.call('PUT', '/entity-url/update', { schema: EntityUrlSchema, body }),
    list: () => client.call('GET', '/entity-url/list', { schema: EntityUrlListSchema }),
  };
}
export type EntityUrlApi = ReturnType<typeof createEntityUrlApi>;
