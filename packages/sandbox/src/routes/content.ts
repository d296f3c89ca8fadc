// Content calls: posts (/post/*), comments and post categories (/content/posts/*), pages (/page/*).
import { Hono, type Context } from 'hono';
import * as z from 'zod';
import {
  COMMENT_PAGE,
  CreateCommentPayloadSchema,
  GetCommentsPayloadSchema,
  PostCategoryListPayloadSchema,
  PostListPayloadSchema,
} from '@rdc/core/schemas';
import { findUserById } from '../accounts/users';
import { ADMIN_ROLE } from '../auth/claims';
import { requireUser } from '../auth/guard';
import { commentsOf, createComment } from '../content/comments';
import { assertPostVisible, publishedCondition } from '../content/post-visibility';
import { pageResource, postCategoryResource, postResource } from '../content/content-resources';
import { addHandler, deleteHandler, editHandler, listHandler } from '../crud/handlers';
import { getEntity, listEntities } from '../crud/resource';
import type { SandboxEnv } from '../env';
import { readBody } from '../http/body';
import { clientAddress } from '../http/client-address';
import { ApiProblem, tooManyAttempts } from '../http/problem';

export const contentRoutes = new Hono<SandboxEnv>();

const isAdmin = (c: Context<SandboxEnv>) => c.var.user?.role === ADMIN_ROLE;
const visibility = (c: Context<SandboxEnv>) => ({ admin: isAdmin(c), now: c.var.sandbox.now() });

// Posts: /post/list sorts by publish_at, 'latest' newest first, otherwise oldest first. A draft
// (disabled) or a post scheduled for later is an admin's only: get_by_id answers the public 404,
// and the list (the home page's news, the timeline) holds published posts only, for every caller.
contentRoutes.post('/post/add', addHandler(postResource));
contentRoutes.post('/post/edit', editHandler(postResource));
contentRoutes.post('/post/delete', deleteHandler(postResource));
contentRoutes.post('/post/get_by_id', async (c) => {
  const { id } = await readBody(c, z.object({ id: z.number().int().positive() }));
  await assertPostVisible(c.var.sandbox.db, id, visibility(c));
  return c.json((await getEntity(c.var.sandbox.db, postResource, id)) as object);
});
contentRoutes.post('/post/list', async (c) => {
  const payload = await readBody(c, PostListPayloadSchema);
  const conditions = ['type = $1', publishedCondition(2)];
  const params: unknown[] = [payload.type, c.var.sandbox.now()];
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
  const { post_id, with_sub, offset, limit } = await readBody(c, GetCommentsPayloadSchema);
  await assertPostVisible(c.var.sandbox.db, post_id, visibility(c));
  return c.json(
    await commentsOf(c.var.sandbox.db, post_id, with_sub, {
      offset: offset ?? 0,
      limit: limit ?? COMMENT_PAGE.defaultLimit,
    }),
  );
});

/**
 * Writes a comment. Only a verified account writes (403 until the email's code is used: a
 * throwaway address cannot flood the comments), and comments are throttled per account and per
 * address (429 with Retry-After). Every comment counts, sent or refused for its text.
 */
contentRoutes.post('/content/posts/creare-comment', async (c) => {
  const user = await requireUser(c);
  const ctx = c.var.sandbox;
  const { commentAccount, commentAddress } = ctx.throttles;
  const accountKey = String(user.user_id);
  const addressKey = clientAddress(c);
  const wait = Math.max(commentAccount.waitFor(accountKey), commentAddress.waitFor(addressKey));
  if (wait > 0) throw tooManyAttempts(wait);
  commentAccount.count([accountKey]);
  commentAddress.count([addressKey]);
  const payload = await readBody(c, CreateCommentPayloadSchema);
  const author = await findUserById(ctx.db, user.user_id);
  if (!author?.verified) throw new ApiProblem(403, 1000, 'Confirm your email address before you comment');
  await assertPostVisible(ctx.db, payload.post_id, visibility(c));
  return c.json(
    await createComment(ctx.db, user, {
      post_id: payload.post_id,
      text: payload.text.trim(),
      parent_id: payload.parent_id,
    }),
  );
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
// A disabled page is an admin's only.
contentRoutes.post('/page/list', listHandler(pageResource, { hidesDisabled: true }));
