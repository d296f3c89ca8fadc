import type { WidgetDocs } from '../platform/widget-table';
import type { CommentsProps } from './Comments';

/** What custom-elements.json says of <rdc-comments> (read by the manifest; the element's chunk does not carry it). */
export const docs = {
  summary:
    "A post's comments with their replies nested; a logged-in player writes a comment or a reply, a visitor is asked to sign in. Comment text is shown as text. Failures are quiet: a line and a Retry.",
  attributes: { postId: 'The post whose comments are shown (a positive whole number).' },
  events: {
    'rdc-open-auth':
      'A visitor pressed Sign In. Cancel it (preventDefault) to open your own sign-in instead of the auth widget.',
  },
  parts: {
    comments: 'The section.',
    title: 'The Comments heading.',
    list: 'The list of comments.',
    replies: "The nested list of a comment's replies.",
    comment: 'One comment.',
    alias: "A comment's author.",
    text: "A comment's text.",
    reply: 'A Reply button.',
    form: 'The write-a-comment (or reply) form.',
    field: 'Its text field.',
    submit: 'Its submit button.',
    'sign-in-prompt': 'What a visitor sees instead of the form.',
    'sign-in': 'Its Sign In button.',
    empty: 'The no-comments line.',
    error: 'The could-not-load line.',
    retry: 'Its Retry button.',
  },
} satisfies WidgetDocs<CommentsProps>;
