import {
  CommentSchema,
  PageListAnswerSchema,
  PageSchema,
  PostCategorySchema,
  PostListPayloadSchema,
  PostSchema,
  SuccessSchema,
  UnshownAnswerSchema,
  listOf,
  type CreateCommentPayload,
  type GetCommentsPayload,
  type IdPayload,
  type PageAddPayload,
  type PageEditPayload,
  type PostAddPayload,
  type PostCategoryData,
  type PostCategoryEditPayload,
  type PostCategoryListPayload,
  type PostEditPayload,
  type PostListPayloadInput,
  type UnshownPayload,
} from '../../schemas';
import type { ApiClient } from '../types';
import { lazySchema } from '../../schemas/lazy-schema';

const CommentListSchema = lazySchema(() => listOf(CommentSchema));
const PostListSchema = lazySchema(() => listOf(PostSchema));
const PostCategoryListSchema = lazySchema(() => listOf(PostCategorySchema));

/**
 * Content: posts and their comments, post categories, pages.
 * Reads (comments, post list and get, category list, page list) are public;
 * writes are authorised. Answers not shown, chosen: add/edit/create return the
 * entity, delete success, lists { count, list }; creare-comment's answer is unknown.
 * Page get and get_by_id are "not implemented" in the spec and have no call here.
 */
export function createContentApi(client: ApiClient) {
  return {
    posts: {
      /** with_sub defaults to true: sub-comments arrive nested. */
      getComments: (body: GetCommentsPayload) =>
        client.call('POST', '/content/posts/get-comments', {
          schema: CommentListSchema,
          body: { with_sub: true, ...body },
          auth: false,
        }),
      /** Path spelt so by the spec. The caller reloads the comments afterwards. */
      createComment: (body: CreateCommentPayload) =>
        client.call('POST', '/content/posts/creare-comment', { schema: UnshownAnswerSchema, body }),
      /** offset 0, limit 5 and type post by default; sort 'latest' means newest first. Async: a bad payload rejects. */
      list: async (payload: PostListPayloadInput = {}) =>
        client.call('POST', '/post/list', {
          schema: PostListSchema,
          body: PostListPayloadSchema.parse(payload),
          auth: false,
        }),
      getById: (body: IdPayload) =>
        client.call('POST', '/post/get_by_id', { schema: PostSchema, body, auth: false }),
      add: (body: PostAddPayload) => client.call('POST', '/post/add', { schema: PostSchema, body }),
      edit: (body: PostEditPayload) => client.call('POST', '/post/edit', { schema: PostSchema, body }),
      delete: (body: IdPayload) => client.call('POST', '/post/delete', { schema: SuccessSchema, body }),
    },
    postCategories: {
      list: (body: PostCategoryListPayload = {}) =>
        client.call('POST', '/content/posts/categories/list', {
          schema: PostCategoryListSchema,
          body,
          auth: false,
        }),
      create: (body: PostCategoryData) =>
        client.call('POST', '/content/posts/categories/create', { schema: PostCategorySchema, body }),
      edit: (body: PostCategoryEditPayload) =>
        client.call('POST', '/content/posts/categories/edit', { schema: PostCategorySchema, body }),
      delete: (body: IdPayload) =>
        client.call('DELETE', '/content/posts/categories/delete', { schema: SuccessSchema, body }),
    },
    pages: {
      /** Payload not shown. "returns count and list with data parsed": each page's data arrives parsed from its JSON string. */
      list: (body: UnshownPayload = {}) =>
        client.call('POST', '/page/list', { schema: PageListAnswerSchema, body, auth: false }),
      add: (body: PageAddPayload) => client.call('POST', '/page/add', { schema: PageSchema, body }),
      edit: (body: PageEditPayload) => client.call('POST', '/page/edit', { schema: PageSchema, body }),
      delete: (body: IdPayload) => client.call('POST', '/page/delete', { schema: SuccessSchema, body }),
    },
  };
}
export type ContentApi = ReturnType<typeof createContentApi>;
