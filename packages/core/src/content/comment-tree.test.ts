import { describe, expect, it } from 'vitest';
import { CommentSchema } from '../schemas/content';
import { commentCount, commentTree } from './comment-tree';

const comment = (raw: Record<string, unknown>) => CommentSchema.parse({ post_id: 38, ...raw });

describe('the comment tree ("comments may be nested (sub-comment)", marketplace-content.md §3)', () => {
  it('keeps the nesting with_sub gives: answers under their comment, two levels deep, in order', () => {
    const tree = commentTree(
      [
        comment({
          id: 1,
          alias: 'Vex',
          text: 'First',
          created_at: '2025-12-01T10:00:00Z',
          sub_comments: [
            {
              id: 2,
              post_id: 38,
              alias: 'Owl',
              text: 'Answer',
              sub_comments: [{ id: 3, post_id: 38, alias: 'demo', text: 'Agreed.' }],
            },
          ],
        }),
        comment({ id: 4, alias: 'Smith', text: 'Second' }),
      ],
      'en',
    );
    expect(tree.map((node) => node.text)).toEqual(['First', 'Second']);
    expect(tree[0]?.replies[0]).toMatchObject({ id: 2, alias: 'Owl', text: 'Answer' });
    expect(tree[0]?.replies[0]?.replies[0]).toMatchObject({ id: 3, text: 'Agreed.', replies: [] });
    expect(tree[0]?.createdAt).toBe('2025-12-01T10:00:00Z');
    expect(commentCount(tree)).toBe(4);
  });

  it('moves a flat answer under the comment its parent_id names; an unknown parent keeps it at the top', () => {
    const tree = commentTree(
      [
        comment({ id: 1, text: 'Top' }),
        comment({ id: 2, parent_id: 1, text: 'Flat answer' }),
        comment({ id: 3, parent_id: 99, text: 'Orphan' }),
      ],
      'en',
    );
    expect(tree.map((node) => node.text)).toEqual(['Top', 'Orphan']);
    expect(tree[0]?.replies.map((node) => node.text)).toEqual(['Flat answer']);
  });

  it('leaves out comments without text, and names an author the answer does not', () => {
    const tree = commentTree(
      [comment({ id: 1 }), comment({ id: 2, text: 'Kept', sub_comments: [{ post_id: 38, text: '' }] })],
      'en',
    );
    expect(tree).toEqual([{ id: 2, alias: 'Pilot', text: 'Kept', createdAt: undefined, replies: [] }]);
  });

  it('keeps markup as the text it is (the widget prints it as text)', () => {
    const payload = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    expect(commentTree([comment({ id: 1, text: payload })], 'en')[0]?.text).toBe(payload);
  });
});
