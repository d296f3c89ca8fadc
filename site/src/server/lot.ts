import { fetchLot, loadPageSubject, type Lot, type PageSubject, type ProductLotType } from '@rdc/core';
import { serverApi, type SiteLocals } from './api';

/** The lot a product page shows (`undefined` id: no valid id in the address, so NoItem); a disabled lot is NoItem too. */
export function loadProduct(locals: SiteLocals, pageUrl: URL, lotType: ProductLotType, id: number | undefined): Promise<PageSubject<Lot>> {
  if (id === undefined) return Promise.resolve({ kind: 'not-found' });
  const api = serverApi(locals, pageUrl);
  return loadPageSubject(() => fetchLot(api.market, lotType, id), (lot) => lot.enabled);
}
