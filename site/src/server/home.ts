import { loadNews, orderedSlides, slideDelayMs } from '@rdc/core';
import type { NewsCard, Slide } from '@rdc/core/schemas';
import { serverApi, type SiteLocals } from './api';

const ignored = (what: string) => (error: unknown) => {
  console.warn(`[rdc] ignored ${what}`, error);
  return undefined;
};

export interface HomeData {
  slides: Slide[];
  delayMs: number;
  news: NewsCard[];
}

/**
 * What the home page shows from the server: the preview slider's group (get_by_url '/') and the
 * news cards. Content failures are swallowed (marketplace-content.md §8): a part that fails is
 * left out, the page still renders.
 */
export async function loadHome(locals: SiteLocals, pageUrl: URL): Promise<HomeData> {
  const api = serverApi(locals, pageUrl);
  const [group, news] = await Promise.all([
    api.market.slideGroups.getByUrl({ url: '/' }).catch(ignored('the home slider')),
    loadNews(api.content).catch(ignored('the news cards')),
  ]);
  return {
    slides: group ? orderedSlides(group) : [],
    delayMs: group ? slideDelayMs(group) : 0,
    news: news ?? [],
  };
}
