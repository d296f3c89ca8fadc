import { describe, expect, it } from 'vitest';
import { PostSchema } from '../schemas/content';
import { newsCards } from './news';

describe('news cards (marketplace-content.md §2.8: "their colour depends on category (news, media, dev)")', () => {
  it('keeps the posts of the news, media and dev categories and leaves out the rest', () => {
    const post = (id: number, category?: string) =>
      PostSchema.parse({ id, caption: `Post ${id}`, publish_at: '2026-01-01T00:00:00Z', category });
    expect(
      newsCards([post(1, 'news'), post(2, 'articles'), post(3, 'dev'), post(4), post(5, 'media')]).map(
        (card) => [card.id, card.category],
      ),
    ).toEqual([
      [1, 'news'],
      [3, 'dev'],
      [5, 'media'],
    ]);
  });
});
