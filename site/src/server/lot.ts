import {
  fetchLot,
  fetchPackageComposition,
  type CompositionEntry,
  fetchRelatedPackages,
  isLotShown,
  loadPageSubject,
  type Lot,
  type PageSubject,
  type ProductLotType,
  type RelatedPackages,
} from '@rdc/core';
import { serverApi, type SiteLocals } from './api';

/** The lot a product page shows (`undefined` id: no valid id in the address, so NoItem); a disabled lot is NoItem too. */
export function loadProduct(
  locals: SiteLocals,
  pageUrl: URL,
  lotType: ProductLotType,
  id: number | undefined,
): Promise<PageSubject<Lot>> {
  if (id === undefined) return Promise.resolve({ kind: 'not-found' });
  const api = serverApi(locals, pageUrl);
  return loadPageSubject(() => fetchLot(api.market, lotType, id), isLotShown);
}

/** The package page's related packages, as the address pages them (`?page=`, `?perPage=`); a failure is the list's Error status, not the page's. */
export function loadRelatedPackages(
  locals: SiteLocals,
  pageUrl: URL,
  packageId: number,
): Promise<PageSubject<RelatedPackages>> {
  return loadPageSubject(() =>
    fetchRelatedPackages(serverApi(locals, pageUrl).market, pageUrl.searchParams, packageId),
  );
}

/** A package's items with their own prices (for the composition and its saving). */
export function loadPackageComposition(
  locals: SiteLocals,
  pageUrl: URL,
  subject: PageSubject<Lot>,
): Promise<CompositionEntry[]> {
  if (subject.kind !== 'ok') return Promise.resolve([]);
  return fetchPackageComposition(serverApi(locals, pageUrl).market, subject.value);
}
