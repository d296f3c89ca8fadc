// Comments on posts, nested through parent_id; answered as a tree (sub_comments).
import type { PGlite } from '@electric-sql/pglite';
import { iso } from '../crud/fields';
import { ApiProblem } from '../http/problem';

interface CommentRow {
  id: number;
  post_id: number;
  parent_id: number | null;
  user_id: number | null;
  alias: string;
  text: string;
  created_at: Date;
}

/** A comment as answered: the row with an ISO date and its answers nested. */
export type CommentNode = Omit<CommentRow, 'created_at'> & {
  created_at: string | null;
  sub_comments: CommentNode[];
};

const nodeOf = (row: CommentRow): CommentNode => ({
  id: row.id,
  post_id: row.post_id,
  parent_id: row.parent_id,
  user_id: row.user_id,
  alias: row.alias,
  text: row.text,
  created_at: iso(row.created_at),
  sub_comments: [],
});

/**
 * A page of the post's comments, oldest first: `limit` top-level comments from `offset`, each with
 * its sub-comments nested when `withSub`; `count` is the post's top-level comments in all, so a
 * reader knows whether there are more.
 */
export async function commentsOf(
  db: PGlite,
  postId: number,
  withSub: boolean,
  page: { offset: number; limit: number },
) {
  const [{ rows: counted }, { rows: rootRows }] = await Promise.all([
    db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM content_comment WHERE post_id = $1 AND parent_id IS NULL',
      [postId],
    ),
    db.query<CommentRow>(
      'SELECT * FROM content_comment WHERE post_id = $1 AND parent_id IS NULL ORDER BY created_at ASC, id ASC OFFSET $2 LIMIT $3',
      [postId, page.offset, page.limit],
    ),
  ]);
  const { rows: answers } =
    withSub && rootRows.length
      ? await db.query<CommentRow>(
          `WITH RECURSIVE thread AS (
           SELECT * FROM content_comment WHERE parent_id = ANY($1::int[])
           UNION ALL SELECT c.* FROM content_comment c JOIN thread t ON c.parent_id = t.id
         ) SELECT * FROM thread ORDER BY created_at ASC, id ASC`,
          [rootRows.map((root) => root.id)],
        )
      : { rows: [] };
  const rows = [...rootRows, ...answers];
  const nodes = new Map(rows.map((row) => [row.id, nodeOf(row)]));
  const roots: CommentNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    if (parent) parent.sub_comments.push(node);
    else if (node.parent_id === null) roots.push(node);
  }
  return { count: counted[0]?.count ?? 0, list: roots };
}

/** Adds the user's comment (an answer when parent_id is given; the parent must be on the same post). */
export async function createComment(
  db: PGlite,
  user: { user_id: number; alias: string },
  payload: { post_id: number; text: string; parent_id?: number | undefined },
): Promise<CommentNode> {
  if (payload.parent_id !== undefined) {
    const { rows: parents } = await db.query(
      'SELECT id FROM content_comment WHERE id = $1 AND post_id = $2',
      [payload.parent_id, payload.post_id],
    );
    if (parents.length === 0)
      throw new ApiProblem(
        400,
        1000,
        `parent_id: no such comment ${payload.parent_id} on post ${payload.post_id}`,
      );
  }
  const { rows } = await db.query<CommentRow>(
    'INSERT INTO content_comment (post_id, parent_id, user_id, alias, text) VALUES ($1, $2, $3, $4, $5) RETURNING *',
    [payload.post_id, payload.parent_id ?? null, user.user_id, user.alias, payload.text],
  );
  return nodeOf(rows[0] as CommentRow);
}
