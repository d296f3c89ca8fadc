import {
  $isLoggedIn,
  createPostComments,
  formatShortDay,
  openAuthModal,
  type CommentView,
  type PostComments,
  type SendCommentResult,
} from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import * as m from '../generated/messages';
import { useEmit } from '../platform/events';
import { useLocale } from '../platform/use-locale';

export interface CommentsProps {
  postId?: number;
}

/**
 * A post's comments (marketplace-content.md §4, §7, §8): replies nested, a logged-in player writes
 * a comment or a reply, a guest is asked to sign in. Everything a comment says is printed as text.
 * Failures stay quiet: a line and a retry, never a modal.
 */
export function Comments({ postId }: CommentsProps) {
  const valid = postId !== undefined && Number.isInteger(postId) && postId > 0;
  const locale = useLocale();
  const comments = useMemo(
    () => (valid ? createPostComments(postId, locale) : undefined),
    [valid, postId, locale],
  );
  useEffect(() => {
    void comments?.load();
  }, [comments]);
  if (!comments) return null;
  return <CommentsSection comments={comments} />;
}

function CommentsSection({ comments }: { comments: PostComments }) {
  const tree = useStore(comments.$comments);
  const status = useStore(comments.$status);
  const hasMore = useStore(comments.$hasMore);
  const loadingMore = useStore(comments.$loadingMore);
  const headingId = useId();
  const locale = useLocale();
  return (
    <section className="comments" part="comments" aria-labelledby={headingId}>
      <h2 id={headingId} className="comments__title" part="title">
        {m.comments_title(locale)}
      </h2>
      {/* Above the list: the list grows when it arrives, and what is above it does not move. */}
      <CommentForm comments={comments} />
      {status === 'loading' && tree.length === 0 && (
        <p className="comments__quiet" role="status" aria-busy="true">
          {m.comments_loading(locale)}
        </p>
      )}
      {status === 'error' && tree.length === 0 && (
        <p className="comments__quiet" part="error">
          {m.comments_load_failed(locale)}{' '}
          <button
            type="button"
            className="rdc-button rdc-button--ghost comments__retry"
            part="retry"
            onClick={() => void comments.load()}
          >
            {m.comments_retry(locale)}
          </button>
        </p>
      )}
      {status === 'ready' && tree.length === 0 && (
        <p className="comments__quiet" part="empty">
          {m.comments_none(locale)}
        </p>
      )}
      {tree.length > 0 && (
        <ol className="comments__list" part="list" aria-label={m.comments_title(locale)}>
          {tree.map((node, index) => (
            <CommentItem key={node.id ?? `n${index}`} node={node} comments={comments} />
          ))}
        </ol>
      )}
      {hasMore && (
        <button
          type="button"
          className="rdc-button rdc-button--ghost comments__more"
          part="show-more"
          aria-busy={loadingMore}
          disabled={loadingMore}
          onClick={() => void comments.loadMore()}
        >
          {loadingMore ? m.comments_loading_more(locale) : m.comments_show_more(locale)}
        </button>
      )}
    </section>
  );
}

function CommentItem({ node, comments }: { node: CommentView; comments: PostComments }) {
  const loggedIn = useStore($isLoggedIn);
  const [replying, setReplying] = useState(false);
  const locale = useLocale();
  const date = node.createdAt ? new Date(node.createdAt) : undefined;
  return (
    <li className="comment" part="comment">
      <article aria-label={m.comments_by(locale, { alias: node.alias })}>
        <p className="comment__meta">
          <span className="comment__alias" part="alias">
            {node.alias}
          </span>
          {date && !Number.isNaN(date.getTime()) && (
            <time className="comment__date" dateTime={date.toISOString()}>
              {formatShortDay(date, locale, { timeZone: 'UTC' })}
            </time>
          )}
        </p>
        <p className="comment__text" part="text">
          {node.text}
        </p>
        {loggedIn && node.id !== undefined && (
          <button
            type="button"
            className="comment__reply"
            part="reply"
            aria-expanded={replying}
            aria-label={m.comments_reply_to(locale, { alias: node.alias })}
            onClick={() => setReplying((open) => !open)}
          >
            {m.comments_reply(locale)}
          </button>
        )}
      </article>
      {replying && node.id !== undefined && (
        <CommentForm
          comments={comments}
          parentId={node.id}
          replyTo={node.alias}
          onSent={() => setReplying(false)}
        />
      )}
      {node.replies.length > 0 && (
        <ol
          className="comments__list comments__list--replies"
          part="replies"
          aria-label={m.comments_replies_to(locale, { alias: node.alias })}
        >
          {node.replies.map((reply, index) => (
            <CommentItem key={reply.id ?? `r${index}`} node={reply} comments={comments} />
          ))}
        </ol>
      )}
    </li>
  );
}

function CommentForm({
  comments,
  parentId,
  replyTo,
  onSent,
}: {
  comments: PostComments;
  parentId?: number;
  replyTo?: string;
  onSent?: () => void;
}) {
  const loggedIn = useStore($isLoggedIn);
  const sending = useStore(comments.$sending);
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<Exclude<SendCommentResult, { ok: true }> | null>(null);
  const [mine, setMine] = useState(false);
  // A throttled send: when the server takes the next one, and the clock the countdown reads.
  const [waitUntil, setWaitUntil] = useState(0);
  const [now, setNow] = useState(0);
  useEffect(() => {
    if (waitUntil === 0) return undefined;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= waitUntil) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [waitUntil]);
  const waitLeft = Math.max(0, Math.ceil((waitUntil - now) / 1000));
  const emit = useEmit();
  const fieldId = useId();
  const locale = useLocale();

  if (!loggedIn) {
    if (parentId !== undefined) return null;
    const signIn = () => {
      if (emit('rdc-open-auth', { category: 'auth' })) openAuthModal('login');
    };
    return (
      <p className="comments__guest" part="sign-in-prompt">
        {/* One sentence for the translator: the button takes the place of its input, in its order. */}
        {m
          .comments_sign_in_prompt(locale, { signIn: '{signIn}' })
          .split(/(\{signIn\})/)
          .map((part, index) =>
            part === '{signIn}' ? (
              <button key={index} type="button" className="rdc-button" part="sign-in" onClick={signIn}>
                {m.comments_sign_in(locale)}
              </button>
            ) : (
              part
            ),
          )}
      </p>
    );
  }

  const waiting = waitLeft > 0;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || waiting || !text.trim()) return;
    setFailure(null);
    setMine(true);
    const result = await comments.send(text, parentId);
    setMine(false);
    if (result.ok) {
      setText('');
      onSent?.();
      return;
    }
    setFailure(result);
    if (result.reason === 'throttled') {
      const at = Date.now();
      setNow(at);
      setWaitUntil(at + result.retryAfterSeconds * 1000);
    }
  };
  // The spec has no text for a comment that was not sent (its failures stay quiet, no modal), so
  // these are ours: the server takes comments from verified accounts only, and throttles them
  // (429), when the player sees the wait count down and keeps the text.
  const failureText =
    failure === null
      ? ''
      : failure.reason === 'throttled'
        ? waiting
          ? m.comments_wait(locale, { seconds: waitLeft })
          : ''
        : failure.reason === 'unverified'
          ? m.comments_unverified(locale)
          : m.comments_not_sent(locale);
  const label = replyTo ? m.comments_your_reply_to(locale, { alias: replyTo }) : m.comments_write(locale);
  // This form's own send, until its outcome is known: the store's flag clears a render before the
  // field does, when the button would briefly offer to post the same text again.
  const busy = mine;
  return (
    <form className="comments__form" part="form" onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <label htmlFor={fieldId} className="comments__label">
        {label}
      </label>
      <textarea
        id={fieldId}
        className="comments__field"
        part="field"
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="comments__actions">
        <button
          type="submit"
          className="rdc-button"
          part="submit"
          disabled={sending || busy || waiting || !text.trim()}
        >
          {busy
            ? m.comments_sending(locale)
            : parentId === undefined
              ? m.comments_post(locale)
              : m.comments_post_reply(locale)}
        </button>
        <span className="comments__status" role="status">
          {busy ? m.comments_sending_status(locale) : failureText}
        </span>
      </div>
    </form>
  );
}
