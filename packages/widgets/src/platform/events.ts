import { createContext, useCallback, useContext } from 'react';
import type { BridgeMessage, GameBridgeDetailMap } from '@rdc/core';
import type { LotType, StoredCartEntry } from '@rdc/core/schemas';

/**
 * The events the widgets dispatch, each with its detail. Every one bubbles and is composed, so
 * it leaves the shadow root and a host page can listen on `document`.
 */
export interface RdcEventDetailMap {
  /** The cart changed through this widget: the summed count and the lines as the server stores them. */
  'rdc-cart-change': { count: number; lines: StoredCartEntry[] };
  /** A session started while the widget was on the page (login here, in another tab, or handed over); once per page. */
  'rdc-login': { alias: string; userId: number };
  /**
   * The session ended: `user` when Log Out was pressed, `expired` when it ended without that (a
   * failed refresh, session not found, an invalid signature).
   */
  'rdc-logout': { reason: 'user' | 'expired' };
  /** A purchase completed (payment widgets). */
  'rdc-purchase': { lots: { lotId: number; lotType: LotType; count: number }[] };
  /** A call failed; the widget also shows its own state. */
  'rdc-error': { source: string; message: string; status?: number; code?: number };
  /** The user asked to sign in; the auth widget (or the host) opens the auth modal. */
  'rdc-open-auth': { category: 'auth' | 'register' };
  /** The user pressed Buy now; the buy-now widget (or the host) opens it for this lot. */
  'rdc-buy-now': { lotId: number; lotType: LotType };
}

export type RdcEventType = keyof RdcEventDetailMap;

export const RDC_EVENT_TYPES = [
  'rdc-cart-change',
  'rdc-login',
  'rdc-logout',
  'rdc-purchase',
  'rdc-error',
  'rdc-open-auth',
  'rdc-buy-now',
] as const satisfies readonly RdcEventType[];

/** What the in-game view mode posts to the game: each rdc-* event, and the mode's own close and navigate. */
export type RdcGameMessage = {
  [K in keyof (RdcEventDetailMap & GameBridgeDetailMap)]: BridgeMessage<
    K,
    (RdcEventDetailMap & GameBridgeDetailMap)[K]
  >;
}[keyof (RdcEventDetailMap & GameBridgeDetailMap)];

export type RdcEvent<K extends RdcEventType = RdcEventType> = CustomEvent<RdcEventDetailMap[K]>;

/** Dispatches an rdc-* event on the widget's host element. Returns false if a listener cancelled it. */
export function emit<K extends RdcEventType>(
  target: EventTarget,
  type: K,
  detail: RdcEventDetailMap[K],
): boolean {
  return target.dispatchEvent(
    new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: true }),
  );
}

/** The element a widget renders for: its custom element, or the shadow host of its React export. */
export const HostContext = createContext<EventTarget | null>(null);

export type Emit = <K extends RdcEventType>(type: K, detail: RdcEventDetailMap[K]) => boolean;

/** The widget's way to dispatch its events; without a host (bare component in a test) they go nowhere. */
export function useEmit(): Emit {
  const host = useContext(HostContext);
  return useCallback<Emit>((type, detail) => (host ? emit(host, type, detail) : true), [host]);
}
