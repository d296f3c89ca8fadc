import { loadPageSubject, type PageSubject, type Post } from '@rdc/core';
import { serverApi, type SiteLocals } from './api';

/** The post an article page shows (`undefined`: no valid id in the address, so NoItem). */
export function loadArticle(
  locals: SiteLocals,
  pageUrl: URL,
  postId: number | undefined,
): Promise<PageSubject<Post>> {
  if (postId === undefined) return Promise.resolve({ kind: 'not-found' });
  const api = serverApi(locals, pageUrl);
  return loadPageSubject(() => api.content.posts.getById({ id: postId }));
}
