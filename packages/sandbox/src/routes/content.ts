// Content calls: posts (/post/*), comments and post categories (/content/posts/*), pages (/page/*).
import { Hono } from 'hono';
import * as z from 'zod';
import { CreateCommentPayloadSchema, GetCommentsPayloadSchema, PostCategoryListPayloadSchema, PostListPayloadSchema } from '@rdc/core/schemas';
import { requireUser } from '../auth/guard';
import { commentsOf, createComment } from '../content/comments';
import { pageResource, postCategoryResource, postResource } from '../content/content-resources';
import { addHandler, deleteHandler, editHandler, getHandler, listHandler } from '../crud/handlers';
import { listEntities } from '../crud/resource';
import type { SandboxEnv } from '../env';
import { readBody } from '../http/body';

export const contentRoutes = new Hono<SandboxEnv>();

// Posts: /post/list sorts by publish_at, 'latest' newest first, otherwise oldest first.
contentRoutes.post('/post/add', addHandler(postResource));
contentRoutes.post('/post/edit', editHandler(postResource));
contentRoutes.post('/post/delete', deleteHandler(postResource));
contentRoutes.post('/post/get_by_id', getHandler(postResource));
contentRoutes.post('/post/list', async (c) => {
  const payload = await readBody(c, PostListPayloadSchema);
  const conditions = ['enabled', 'type = $1'];
  const params: unknown[] = [payload.type];
  if (payload.category_id !== undefined) {
    params.push(payload.category_id);
    conditions.push(`category_id = $${params.length}`);
  }
  const direction = payload.sort === 'latest' ? 'desc' : 'asc';
  return c.json(
    await listEntities(c.var.sandbox.db, postResource, {
      base: { conditions, params },
      order: [{ field: 'publish_at', order: direction }],
      offset: payload.offset,
      limit: payload.limit,
    }),
  );
});

// Comments.
contentRoutes.post('/content/posts/get-comments', async (c) => {
  const { post_id, with_sub } = await readBody(c, GetCommentsPayloadSchema);
  return c.json(await commentsOf(c.var.sandbox.db, post_id, with_sub));
});
contentRoutes.post('/content/posts/creare-comment', async (c) => {
  const user = await requireUser(c);
  const payload = await readBody(c, z.looseObject({ ...CreateCommentPayloadSchema.shape, text: z.string().trim().min(1).max(5000) }));
  return c.json(await createComment(c.var.sandbox.db, user, payload));
});

// Post categories: list takes limit, offset, sort ('latest', 'asc' or 'desc' by title) and search.
contentRoutes.post('/content/posts/categories/create', addHandler(postCategoryResource));
contentRoutes.post('/content/posts/categories/edit', editHandler(postCategoryResource));
contentRoutes.delete('/content/posts/categories/delete', deleteHandler(postCategoryResource));
contentRoutes.post('/content/posts/categories/list', async (c) => {
  const payload = await readBody(c, PostCategoryListPayloadSchema);
  const sort = payload.sort?.trim().toLowerCase();
  const order =
    sort === 'latest'
      ? [{ field: 'created_at', order: 'desc' }]
      : sort === 'asc' || sort === 'desc'
        ? [{ field: 'title', order: sort }]
        : [];
  return c.json(
    await listEntities(c.var.sandbox.db, postCategoryResource, {
      offset: payload.offset,
      limit: payload.limit,
      search: payload.search,
      order,
    }),
  );
});

// Pages: data is stored and answered as the JSON string the caller sent.
contentRoutes.post('/page/add', addHandler(pageResource));
contentRoutes.post('/page/edit', editHandler(pageResource));
contentRoutes.post('/page/delete', deleteHandler(pageResource));
contentRoutes.post('/page/list', listHandler(pageResource));
