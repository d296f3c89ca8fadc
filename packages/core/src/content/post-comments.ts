import { atom, computed } from 'nanostores';
import { createContentApi } from '../api/domains/content';
import { isApiError } from '../api/errors';
import { getDomain } from '../config';
import { logIgnored } from '../log-ignored';
import type { Comment } from '../schemas/content';
import { COMMENT_PAGE } from '../schemas/limits';
import type { Locale } from '../locale/locale';
import { commentTree } from './comment-tree';

export type CommentsStatus = 'loading' | 'ready' | 'error';
export type SendCommentResult =
  | { ok: true }
  | { ok: false; reason: 'empty' | 'failed' | 'unverified' }
  /** The server throttled the player's comments: the next is taken in `retryAfterSeconds`. */
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

/** Top-level comments a page of the list shows; "Show more" loads as many again. */
const COMMENTS_PER_PAGE = COMMENT_PAGE.defaultLimit;

/** Seconds to wait when a 429 names none: the server's first wait for comments. */
const DEFAULT_COMMENT_WAIT_SECONDS = 10;

/**
 * A post's comments (marketplace-content.md §4, §7, §8): loaded a page of top-level comments at a
 * time, oldest first, with sub-comments nested; "Show more" loads the next page. Writing one (or an
 * answer, with parentId) sets the sending flag, which clears when the reloaded comments arrive.
 * Content failures are swallowed into the state, never a modal: a failed load is status `error`
 * (the widget offers a retry), a failed write answers `{ ok: false }` with why, so the text is kept.
 */
export function createPostComments(postId: number, locale: Locale) {
  /** The top-level comments loaded so far, as the server sent them. */
  const $loaded = atom<Comment[]>([]);
  /** Top-level comments the post has in all (the answer's count). */
  const $total = atom(0);
  const $comments = computed($loaded, (loaded) => commentTree(loaded, locale));
  const $hasMore = computed([$loaded, $total], (loaded, total) => loaded.length < total);
  const $status = atom<CommentsStatus>('loading');
  /** "a loading flag is set when a comment is added and cleared when comments arrive" */
  const $sending = atom(false);
  const $loadingMore = atom(false);

  const page = (offset: number, limit: number) =>
    getDomain(createContentApi).posts.getComments({ post_id: postId, with_sub: true, offset, limit });

  /** The first `wanted` top-level comments (at least a page), in calls of at most the server's largest page. */
  async function fetchFirst(wanted: number): Promise<{ list: Comment[]; count: number }> {
    const list: Comment[] = [];
    for (;;) {
      const answer = await page(list.length, Math.min(COMMENT_PAGE.maxLimit, wanted - list.length));
      list.push(...answer.list);
      if (answer.list.length === 0 || list.length >= Math.min(wanted, answer.count))
        return { list, count: answer.count };
    }
  }

  /** Loads (again) the pages shown so far; `extra` more when a new comment may sit past them. */
  async function load(extra = 0): Promise<void> {
    if ($loaded.get().length === 0) $status.set('loading');
    try {
      const { list, count } = await fetchFirst(Math.max(COMMENTS_PER_PAGE, $loaded.get().length + extra));
      $loaded.set(list);
      $total.set(count);
      $status.set('ready');
    } catch (error) {
      logIgnored(`the comments of post ${postId}`, error);
      $status.set('error');
    }
  }

  /** "Show more": the next page of top-level comments, added after those shown. */
  async function loadMore(): Promise<void> {
    if ($loadingMore.get() || !$hasMore.get()) return;
    $loadingMore.set(true);
    try {
      const { list, count } = await page($loaded.get().length, COMMENTS_PER_PAGE);
      $loaded.set([...$loaded.get(), ...list]);
      $total.set(count);
    } catch (error) {
      logIgnored(`more comments of post ${postId}`, error);
    } finally {
      $loadingMore.set(false);
    }
  }

  async function send(text: string, parentId?: number): Promise<SendCommentResult> {
    const body = text.trim();
    if (!body) return { ok: false, reason: 'empty' };
    $sending.set(true);
    try {
      await getDomain(createContentApi).posts.createComment({
        post_id: postId,
        text: body,
        ...(parentId === undefined ? {} : { parent_id: parentId }),
      });
    } catch (error) {
      logIgnored(`a comment on post ${postId}`, error);
      $sending.set(false);
      if (isApiError(error) && error.status === 429)
        return {
          ok: false,
          reason: 'throttled',
          retryAfterSeconds: error.retryAfterSeconds ?? DEFAULT_COMMENT_WAIT_SECONDS,
        };
      if (isApiError(error) && error.status === 403) return { ok: false, reason: 'unverified' };
      return { ok: false, reason: 'failed' };
    }
    // "afterwards comments are reloaded"; the flag clears when they arrive (or the reload fails).
    // A new top-level comment comes last: it is shown when every earlier one is.
    await load(parentId === undefined && !$hasMore.get() ? 1 : 0);
    $sending.set(false);
    return { ok: true };
  }

  return { $comments, $status, $sending, $hasMore, $loadingMore, load, loadMore, send };
}
export type PostComments = ReturnType<typeof createPostComments>;
