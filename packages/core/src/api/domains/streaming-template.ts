import { StreamingTemplateSchema, SuccessSchema, listOf, type AdminPayload, type Id } from '../../schemas';
import type { ApiClient } from '../types';
import { segment } from './path';
import { lazySchema } from '../../schemas/lazy-schema';

const StreamingTemplateListSchema = lazySchema(() => listOf(StreamingTemplateSchema));

/** Streaming templates (admin-style; fields not shown, permissive). */
export function createStreamingTemplateApi(client: ApiClient) {
  return {
    add: (body: AdminPayload) =>
      client.call('POST', '/streaming/template/add', { schema: StreamingTemplateSchema, body }),
    list: (body: AdminPayload = {}) =>
      client.call('POST', '/streaming/template/list', { schema: StreamingTemplateListSchema, body }),
    update: (id: Id, body: AdminPayload) =>
      client.call('PUT', `/streaming/template/${segment(id)}`, { schema: StreamingTemplateSchema, body }),
    delete: (id: Id) =>
      client.call('DELETE', `/streaming/template/${segment(id)}`, { schema: SuccessSchema }),
  };
}
export type StreamingTemplateApi = ReturnType<typeof createStreamingTemplateApi>;
