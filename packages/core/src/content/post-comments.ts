import { atom } from 'nanostores';
import { createContentApi } from '../api/domains/content';
import { getDomain } from '../config';
import { logIgnored } from '../log-ignored';
import { commentTree, type CommentView } from './comment-tree';

export type CommentsStatus = 'loading' | 'ready' | 'error';
export type SendCommentResult = { ok: true } | { ok: false; reason: 'empty' | 'failed' };

/**
 * A post's comments (marketplace-content.md §4, §7, §8): loaded with sub-comments nested; writing
 * one (or an answer, with parentId) sets the sending flag, which clears when the reloaded comments
 * arrive. Content failures are swallowed into the state, never a modal: a failed load is status
 * `error` (the widget offers a retry), a failed write answers `{ ok: false }` so the text is kept.
 */
export function createPostComments(postId: number) {
  const $comments = atom<CommentView[]>([]);
  const $status = atom<CommentsStatus>('loading');
  /** "a loading flag is set when a comment is added and cleared when comments arrive" */
  const $sending = atom(false);

  async function load(): Promise<void> {
    if ($comments.get().length === 0) $status.set('loading');
    try {
      const { list } = await getDomain(createContentApi).posts.getComments({ post_id: postId, with_sub: true });
      $comments.set(commentTree(list));
      $status.set('ready');
    } catch (error) {
      logIgnored(`the comments of post ${postId}`, error);
      $status.set('error');
    }
  }

  async function send(text: string, parentId?: number): Promise<SendCommentResult> {
    const body = text.trim();
    if (!body) return { ok: false, reason: 'empty' };
    $sending.set(true);
    try {
      await getDomain(createContentApi).posts.createComment({ post_id: postId, text: body, ...(parentId === undefined ? {} : { parent_id: parentId }) });
    } catch (error) {
      logIgnored(`a comment on post ${postId}`, error);
      $sending.set(false);
      return { ok: false, reason: 'failed' };
    }
    // "afterwards comments are reloaded"; the flag clears when they arrive (or the reload fails).
    await load();
    $sending.set(false);
    return { ok: true };
  }

  return { $comments, $status, $sending, load, send };
}
export type PostComments = ReturnType<typeof createPostComments>;
