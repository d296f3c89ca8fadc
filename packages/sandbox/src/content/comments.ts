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
export type CommentNode = Omit<CommentRow, 'created_at'> & { created_at: string | null; sub_comments: CommentNode[] };

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

/** The post's comments, oldest first: `count` top-level comments, each with its sub-comments nested when `withSub`. */
export async function commentsOf(db: PGlite, postId: number, withSub: boolean) {
  const { rows } = await db.query<CommentRow>(
    `SELECT * FROM content_comment WHERE post_id = $1 ${withSub ? '' : 'AND parent_id IS NULL'} ORDER BY created_at ASC, id ASC`,
    [postId],
  );
  const nodes = new Map(rows.map((row) => [row.id, nodeOf(row)]));
  const roots: CommentNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    if (parent) parent.sub_comments.push(node);
    else if (node.parent_id === null) roots.push(node);
  }
  return { count: roots.length, list: roots };
}

/** Adds the user's comment (an answer when parent_id is given; the parent must be on the same post). */
export async function createComment(
  db: PGlite,
  user: { user_id: number; alias: string },
  payload: { post_id: number; text: string; parent_id?: number | undefined },
): Promise<CommentNode> {
  const { rows: posts } = await db.query('SELECT id FROM content_post WHERE id = $1', [payload.post_id]);
  if (posts.length === 0) throw new ApiProblem(400, 1000, `post_id: no such post ${payload.post_id}`);
  if (payload.parent_id !== undefined) {
    const { rows: parents } = await db.query('SELECT id FROM content_comment WHERE id = $1 AND post_id = $2', [payload.parent_id, payload.post_id]);
    if (parents.length === 0) throw new ApiProblem(400, 1000, `parent_id: no such comment ${payload.parent_id} on post ${payload.post_id}`);
  }
  const { rows } = await db.query<CommentRow>(
    'INSERT INTO content_comment (post_id, parent_id, user_id, alias, text) VALUES ($1, $2, $3, $4, $5) RETURNING *',
    [payload.post_id, payload.parent_id ?? null, user.user_id, user.alias, payload.text],
  );
  return nodeOf(rows[0] as CommentRow);
}
