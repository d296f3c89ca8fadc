import { $buyNowProduct, lotCatalogue, isProductLotType, openAuthModal, openBuyNow } from '@rdc/core';
import { useCallback, useEffect } from 'react';
import { useEmit } from './events';
import type { RdcEventDetailMap, RdcEventType } from './events';
import { describeError } from './describe-error';
import { startServing } from './request-servers';

/**
 * The requests a host page makes with an event on `document` (rdc-open-auth, rdc-buy-now), wired
 * to core's actions while a widget that serves them is mounted. A listener after this one may
 * still cancel the event (the host then handles it itself), so the action waits a microtask.
 */
function useDocumentRequest<K extends RdcEventType>(
  type: K,
  serve: (detail: Partial<RdcEventDetailMap[K]>) => void,
): void {
  useEffect(() => {
    const onRequest = (event: Event) => {
      const detail = (event as CustomEvent<Partial<RdcEventDetailMap[K]> | null>).detail ?? {};
      queueMicrotask(() => {
        if (!event.defaultPrevented) serve(detail);
      });
    };
    document.addEventListener(type, onRequest);
    const stopServing = startServing(type);
    return () => {
      document.removeEventListener(type, onRequest);
      stopServing();
    };
  }, [type, serve]);
}

/** rdc-open-auth opens the auth modal, on its register view for category 'register'. (The auth surface's owner.) */
export function useOpenAuthRequests(): void {
  useDocumentRequest('rdc-open-auth', openAuthFor);
}

function openAuthFor({ category }: Partial<RdcEventDetailMap['rdc-open-auth']>): void {
  openAuthModal(category === 'register' ? 'register' : 'login');
}

/**
 * rdc-buy-now opens buy now for its lot, unless that lot is already open; a lot that does not
 * load is an rdc-error from this widget.
 */
export function useBuyNowRequests(): void {
  const emit = useEmit();
  const serve = useCallback(
    ({ lotId, lotType }: Partial<RdcEventDetailMap['rdc-buy-now']>) => {
      const open = $buyNowProduct.get();
      if (lotId === undefined || !isProductLotType(lotType)) return;
      if (open && open.id === lotId && open.lot_type === lotType) return;
      lotCatalogue.lots.value({ lotType, lotId }).then(
        (lot) => openBuyNow(lot),
        (error: unknown) => emit('rdc-error', { source: 'rdc-buy-now', ...describeError(error) }),
      );
    },
    [emit],
  );
  useDocumentRequest('rdc-buy-now', serve);
}
