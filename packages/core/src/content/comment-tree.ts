import * as m from '../generated/messages';
import type { Locale } from '../locale/locale';
import type { Comment } from '../schemas/content';

/** One comment as a reader sees it: who, when, what, and the answers to it, oldest first. */
export interface CommentView {
  id: number | undefined;
  alias: string;
  text: string;
  createdAt: string | undefined;
  replies: CommentView[];
}

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The comment tree of a post (comments "may be nested (sub-comment)", marketplace-content.md §3). With
 * with_sub the server nests answers in sub_comments; an answer that arrives flat, with a parent_id naming a
 * comment of the list, is moved under it too. A parent_id naming no comment keeps the answer at
 * the top rather than losing it. A comment without text is not shown. A comment without a name is
 * signed with the stand-in name in `locale`.
 */
export function commentTree(comments: readonly Comment[], locale: Locale): CommentView[] {
  const views = new Map<number, CommentView>();
  const placed: { view: CommentView; parentId: number | undefined }[] = [];
  const toView = (comment: Comment): CommentView => {
    const view: CommentView = {
      id: comment.id,
      alias: str(comment.alias) ?? str(comment.user_name) ?? m.content_comment_alias(locale),
      text: comment.text ?? '',
      createdAt: str(comment.created_at),
      replies: comment.sub_comments.filter((sub) => sub.text).map(toView),
    };
    if (comment.id !== undefined) views.set(comment.id, view);
    return view;
  };
  for (const comment of comments) {
    if (!comment.text) continue;
    const parentId = typeof comment.parent_id === 'number' ? comment.parent_id : undefined;
    placed.push({ view: toView(comment), parentId });
  }
  const roots: CommentView[] = [];
  for (const { view, parentId } of placed) {
    const parent = parentId === undefined ? undefined : views.get(parentId);
    if (parent && parent !== view) parent.replies.push(view);
    else roots.push(view);
  }
  return roots;
}

/** How many comments the tree holds, answers included. */
export function commentCount(tree: readonly CommentView[]): number {
  return tree.reduce((sum, node) => sum + 1 + commentCount(node.replies), 0);
}
