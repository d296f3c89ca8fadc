// Who sees a post: everyone sees a published one (enabled, publish_at reached); a draft (disabled)
// or a post scheduled for later is seen by admin callers only. Everything else about it (its
// comments, a new comment on it) follows the same rule: the public gets 404.
import type { Queryable } from '../db/queryable';
import { ApiProblem } from '../http/problem';

/** The SQL condition of a published post, with `$n` the caller's now. */
export const publishedCondition = (nowParam: number) => `enabled AND publish_at <= $${nowParam}`;

/** Whether post `id` exists and the caller may see it (`admin`: drafts and scheduled posts too). */
async function postVisible(
  db: Queryable,
  id: number,
  options: { admin: boolean; now: Date },
): Promise<boolean> {
  const { rows } = options.admin
    ? await db.query('SELECT 1 FROM content_post WHERE id = $1', [id])
    : await db.query(`SELECT 1 FROM content_post WHERE id = $1 AND ${publishedCondition(2)}`, [
        id,
        options.now,
      ]);
  return rows.length > 0;
}

/** 404 unless the caller may see post `id`. */
export async function assertPostVisible(
  db: Queryable,
  id: number,
  options: { admin: boolean; now: Date },
): Promise<void> {
  if (!(await postVisible(db, id, options))) throw new ApiProblem(404, 1000, `post ${id} not found`);
}
