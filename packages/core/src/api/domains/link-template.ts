import {
  LinkTemplateSchema,
  SuccessSchema,
  listOf,
  type IdPayload,
  type LinkTemplateAddPayload,
  type LinkTemplateEditPayload,
  type MarketListPayload,
  type UrlPayload,
} from '../../schemas';
import type { ApiClient } from '../types';
import { lazySchema } from '../../schemas/lazy-schema';

const LinkTemplateListSchema = lazySchema(() => listOf(LinkTemplateSchema));

/**
 * Link templates (header and footer navigation). get_by_url is public: every
 * visitor's header is built from it. Answers not shown beyond get_by_url,
 * chosen: add and edit return the template, delete success, list { count, list }.
 */
export function createLinkTemplateApi(client: ApiClient) {
  return {
    getByUrl: (body: UrlPayload) =>
      client.call('POST', '/link/template/get_by_url', { schema: LinkTemplateSchema, body, auth: false }),
    list: (body: MarketListPayload = {}) =>
      client.call('POST', '/link/template/list', { schema: LinkTemplateListSchema, body }),
    add: (body: LinkTemplateAddPayload) =>
      client.call('POST', '/link/template/add', { schema: LinkTemplateSchema, body }),
    edit: (body: LinkTemplateEditPayload) =>
      client.call('POST', '/link/template/edit', { schema: LinkTemplateSchema, body }),
    delete: (body: IdPayload) =>
      client.call('POST', '/link/template/delete', { schema: SuccessSchema, body }),
  };
}
export type LinkTemplateApi = ReturnType<typeof createLinkTemplateApi>;
