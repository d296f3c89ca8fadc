// Importing @rdc/core must be safe where the site is built (Node, no window) and in pages whose
// storage is blocked (sandboxed frames, private mode): nothing at import time may throw.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Index from './index';

type Core = typeof Index;

/** A fresh copy of the whole package, as a new page or a new build process would load it. */
async function importFreshCore(): Promise<Core> {
  for (const name of ['rdc.core.config', 'rdc.core.session', 'rdc.core.cart']) {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for(name)];
  }
  vi.resetModules();
  return import('./index');
}

const blocked = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Each test imports all of core afresh, which Vitest transforms module by module: seconds when the
// machine runs other test files beside it (it passed the 5 s default only on a quiet one).
describe('importing @rdc/core', { timeout: 30_000 }, () => {
  it('in Node (the Astro build) touches no browser global and starts as a guest with an empty cart', async () => {
    const core = await importFreshCore();

    expect('window' in globalThis).toBe(false);
    expect(core.$profile.get()).toEqual(core.GUEST_PROFILE);
    expect(core.$cart.get()).toEqual([]);
    expect(core.getApiBase()).toBe('/api/v1');
  });

  it('in a page whose storage and cookies throw on access, logs and starts as a guest', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = {
      get localStorage(): Storage {
        return blocked();
      },
      get sessionStorage(): Storage {
        return blocked();
      },
      document: {
        get cookie(): string {
          return blocked();
        },
      },
      addEventListener: () => {},
      removeEventListener: () => {},
    };
    vi.stubGlobal('window', page);
    vi.stubGlobal('document', page.document);
    Object.defineProperty(globalThis, 'localStorage', { get: blocked, configurable: true });

    try {
      const core = await importFreshCore();
      const seen: number[] = [];
      const stop = core.$cart.listen(() => {});
      core.$profile.subscribe((profile) => seen.push(profile.user_id))();
      stop();
      expect(seen).toEqual([0]);
      expect(core.$cart.get()).toEqual([]);
    } finally {
      delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });
});
