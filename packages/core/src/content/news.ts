import { createContentApi, type ContentApi } from '../api/domains/content';
import { getDomain } from '../config';
import { NewsCardSchema, type NewsCard, type Post } from '../schemas/content';

/** "Posts page size default 5, sorted descending by publish_at" (marketplace-content.md §9). */
export const NEWS_LIMIT = 5;

/**
 * The posts that are news cards: category news, media or dev (marketplace-content.md §2.8); other posts are
 * left out.
 */
export function newsCards(posts: readonly Post[]): NewsCard[] {
  return posts.flatMap((post) => {
    const card = NewsCardSchema.safeParse(post);
    return card.success ? [card.data] : [];
  });
}

/** The home page's news: the latest posts first by publish_at, at most 5, as news cards. */
export async function loadNews(content: ContentApi = getDomain(createContentApi)): Promise<NewsCard[]> {
  const { list } = await content.posts.list({ sort: 'latest', limit: NEWS_LIMIT });
  return newsCards(list);
}
