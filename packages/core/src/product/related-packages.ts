import type { MarketApi } from '../api/domains/market';
import {
  clampPage,
  pageRequest,
  PER_PAGE,
  readListPosition,
  type ListPosition,
} from '../marketplace/list-address';
import { pageCount } from '../pagination/page';
import { ENABLED_ONLY, type WhereClause } from '../schemas/common';
import type { Package } from '../schemas/lot';

export interface RelatedPackages {
  list: Package[];
  count: number;
  position: ListPosition;
  pages: number;
}

/**
 * marketplace-content.md §2.6 "Package page: overview, related items (a paged list of packages)"; §7 "list
 * filter enabled = true, page sizes 5, 10, 15 (default 5)". The page the address asks for (`?page=`,
 * `?perPage=`); a page past the end asks again for the last page. The package the page is about
 * is not related to itself: the server leaves it out, so the counts and pages stay true.
 */
export async function fetchRelatedPackages(
  market: Pick<MarketApi, 'packages'>,
  params: URLSearchParams,
  currentId: number,
): Promise<RelatedPackages> {
  const rule = PER_PAGE.relatedPackages;
  const where: WhereClause[] = [
    ...ENABLED_ONLY,
    { field: 'id', condition: '!=', value: [String(currentId)] },
  ];
  let position = readListPosition(params, rule);
  let answer = await market.packages.list({ where, pagination: pageRequest(position) });
  const clamped = clampPage(position, answer.count);
  if (clamped.page !== position.page) {
    position = clamped;
    answer = await market.packages.list({ where, pagination: pageRequest(position) });
  }
  return {
    list: answer.list,
    count: answer.count,
    position,
    pages: pageCount(answer.count, position.perPage),
  };
}
