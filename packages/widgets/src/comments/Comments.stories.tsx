import type { Meta, StoryObj } from '@storybook/react-vite';
import { Comments } from '../index';
import { asDemoUser, asGuest, cannedAnswers, sandboxApi } from '../stories/story-api';

const meta = {
  title: 'Widgets/rdc-comments',
  component: Comments,
  args: { postId: 38 },
} satisfies Meta<typeof Comments>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A visitor: the comments with their replies, and Sign In instead of the form. */
export const Visitor: Story = {
  loaders: [
    () => {
      sandboxApi();
      asGuest();
    },
  ],
};
/** Signed in as demo: the form and a Reply on every comment. */
export const SignedIn: Story = {
  loaders: [
    async () => {
      sandboxApi();
      await asDemoUser();
    },
  ],
};
/** A post without comments. */
export const Empty: Story = {
  loaders: [
    () =>
      cannedAnswers({ 'POST /content/posts/get-comments': { status: 200, body: { count: 0, list: [] } } }),
  ],
};
/** The comments could not be loaded: a quiet line and Retry. */
export const Failed: Story = {
  loaders: [
    () =>
      cannedAnswers({
        'POST /content/posts/get-comments': { status: 500, body: { code: 5002, message: 'database error' } },
      }),
  ],
};
/** Markup in a comment is shown as text. */
export const MarkupAsText: Story = {
  loaders: [
    () =>
      cannedAnswers({
        'POST /content/posts/get-comments': {
          status: 200,
          body: {
            count: 1,
            list: [
              {
                id: 1,
                post_id: 38,
                alias: 'mallory',
                text: '<img src=x onerror=alert(1)><script>alert(2)</script>',
                sub_comments: [],
              },
            ],
          },
        },
      }),
  ],
};
