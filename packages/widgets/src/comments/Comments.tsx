import {
  $isLoggedIn,
  createPostComments,
  openAuthModal,
  type CommentView,
  type PostComments,
  type SendCommentResult,
} from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useEmit } from '../platform/events';

export interface CommentsProps {
  postId?: number;
}

/** Ours: the spec shows no text for a comment that was not sent (its failures are swallowed, no modal). */
const NOT_SENT = 'Your comment was not sent. Try again.';
/** Ours: the server takes comments from verified accounts only. */
const UNVERIFIED = 'Confirm your email address to comment: use the link in the email we sent you.';
/** Ours: the server throttles comments (429); the player sees the wait count down, the text kept. */
const waitText = (seconds: number) => `Please wait ${seconds} s before you post again.`;

/**
 * A post's comments (marketplace-content.md §4, §7, §8): replies nested, a logged-in player writes
 * a comment or a reply, a guest is asked to sign in. Everything a comment says is printed as text.
 * Failures stay quiet: a line and a retry, never a modal.
 */
export function Comments({ postId }: CommentsProps) {
  const valid = postId !== undefined && Number.isInteger(postId) && postId > 0;
  const comments = useMemo(() => (valid ? createPostComments(postId) : undefined), [valid, postId]);
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
  return (
    <section className="comments" part="comments" aria-labelledby={headingId}>
      <h2 id={headingId} className="comments__title" part="title">
        Comments
      </h2>
      {/* Above the list: the list grows when it arrives, and what is above it does not move. */}
      <CommentForm comments={comments} />
      {status === 'loading' && tree.length === 0 && (
        <p className="comments__quiet" role="status" aria-busy="true">
          Loading comments…
        </p>
      )}
      {status === 'error' && tree.length === 0 && (
        <p className="comments__quiet" part="error">
          The comments could not be loaded.{' '}
          <button
            type="button"
            className="rdc-button rdc-button--ghost comments__retry"
            part="retry"
            onClick={() => void comments.load()}
          >
            Retry
          </button>
        </p>
      )}
      {status === 'ready' && tree.length === 0 && (
        <p className="comments__quiet" part="empty">
          No comments yet.
        </p>
      )}
      {tree.length > 0 && (
        <ol className="comments__list" part="list" aria-label="Comments">
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
          {loadingMore ? 'Loading…' : 'Show more comments'}
        </button>
      )}
    </section>
  );
}

function CommentItem({ node, comments }: { node: CommentView; comments: PostComments }) {
  const loggedIn = useStore($isLoggedIn);
  const [replying, setReplying] = useState(false);
  const date = node.createdAt ? new Date(node.createdAt) : undefined;
  return (
    <li className="comment" part="comment">
      <article aria-label={`Comment by ${node.alias}`}>
        <p className="comment__meta">
          <span className="comment__alias" part="alias">
            {node.alias}
          </span>
          {date && !Number.isNaN(date.getTime()) && (
            <time className="comment__date" dateTime={date.toISOString()}>
              {date.toLocaleDateString('en-GB', {
                day: 'numeric',
                month: 'short',
                year: 'numeric',
                timeZone: 'UTC',
              })}
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
            aria-label={`Reply to ${node.alias}`}
            onClick={() => setReplying((open) => !open)}
          >
            Reply
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
          aria-label={`Replies to ${node.alias}`}
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

  if (!loggedIn) {
    if (parentId !== undefined) return null;
    const signIn = () => {
      if (emit('rdc-open-auth', { category: 'auth' })) openAuthModal('login');
    };
    return (
      <p className="comments__guest" part="sign-in-prompt">
        <button type="button" className="rdc-button" part="sign-in" onClick={signIn}>
          Sign In
        </button>{' '}
        to write a comment.
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
  const failureText =
    failure === null
      ? ''
      : failure.reason === 'throttled'
        ? waiting
          ? waitText(waitLeft)
          : ''
        : failure.reason === 'unverified'
          ? UNVERIFIED
          : NOT_SENT;
  const label = replyTo ? `Your reply to ${replyTo}` : 'Write a comment';
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
          {busy ? 'Sending…' : parentId === undefined ? 'Post comment' : 'Post reply'}
        </button>
        <span className="comments__status" role="status">
          {busy ? 'Sending your comment…' : failureText}
        </span>
      </div>
    </form>
  );
}
