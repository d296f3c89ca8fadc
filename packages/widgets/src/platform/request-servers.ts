import type { RdcEventType } from './events';

// How many mounted widgets serve each request a host page sends on `document` (rdc-open-auth,
// rdc-buy-now), read through its global key, as every copy of this module (a second bundle on the
// page) shares it: the runtime serves a request that no widget serves yet (auth-host.ts).
const SERVING = Symbol.for('rdc.widgets.serving-requests');
const page = globalThis as { [SERVING]?: Map<string, number> };
const serving: Map<string, number> = (page[SERVING] ??= new Map());

/** Counts a widget serving `type` requests; returns the call that stops counting it. */
export function startServing(type: RdcEventType): () => void {
  serving.set(type, (serving.get(type) ?? 0) + 1);
  return () => serving.set(type, (serving.get(type) ?? 1) - 1);
}

/** Whether a mounted widget serves the host page's `type` requests. */
export function isServed(type: RdcEventType): boolean {
  return (serving.get(type) ?? 0) > 0;
}
