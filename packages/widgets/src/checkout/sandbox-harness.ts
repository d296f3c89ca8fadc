// Test helper for the checkout widgets: core talks to the real sandbox app in-process (its
// database, demo world and rules: demo/demo1234 with 1000.00 RDC and a default card, the declined
// card 4000 0000 0000 0002), and every test starts as a guest with an empty cart.
import { configure, getApi, LotSchema } from '@rdc/core';
import { configureCardVault, configureStripeVault } from '@rdc/core/testing';
import type { Lot } from '@rdc/core/schemas';
// Relative, as a test-only import: the widgets package does not depend on the sandbox.
import { createApp } from '../../../sandbox/src/index';
import type { SandboxApp } from '../../../sandbox/src/index';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { leavePage, startAsGuest } from './page-state';
import type { RecordedPage } from './page-state';

export interface SandboxHarness extends RecordedPage {
  app: SandboxApp;
  /** Lines the sandbox logged (recovery tokens, verification codes). */
  log: string[];
  /** Calls core made, as `METHOD /path` below the base. */
  calls: string[];
}

export const SANDBOX_BASE = 'http://sandbox.test/api/v1';

export function withSandbox(): SandboxHarness {
  const harness: SandboxHarness = { app: undefined as unknown as SandboxApp, log: [], navigations: [], url: 'http://localhost/basket', replaced: [], calls: [] };
  beforeAll(async () => {
    harness.app = await createApp({ log: (line) => harness.log.push(line) });
    const inProcess = (request: Request) => {
      harness.calls.push(`${request.method} ${new URL(request.url).pathname.replace('/api/v1', '')}`);
      return harness.app.fetch(request);
    };
    configure({ apiBase: SANDBOX_BASE, fetch: inProcess });
    configureCardVault({ fetch: (url, init) => Promise.resolve(harness.app.fetch(new Request(url, init))) });
    configureStripeVault({
      fetch: (url, init) => {
        harness.calls.push(`${init.method ?? 'GET'} ${new URL(url).pathname.replace('/api/v1', '')}`);
        return Promise.resolve(harness.app.fetch(new Request(url, init)));
      },
    });
  }, 60_000);
  beforeEach(() => {
    startAsGuest(harness);
    harness.calls.length = 0;
  });
  afterEach(leavePage);
  afterAll(() => harness.app.close());
  return harness;
}

/** The cheapest enabled item of the demo world (it fits the demo balance in RDC). */
export async function cheapestItem(): Promise<Lot> {
  const { list } = await getApi().market.items.list({ pagination: { limit: 100 } });
  const items = list
    .map((entry) => LotSchema.safeParse(entry))
    .flatMap((parsed) => (parsed.success && parsed.data.enabled !== false && parsed.data.price.RDC !== undefined ? [parsed.data] : []));
  const cheapest = items.sort((a, b) => (a.price.RDC ?? 0) - (b.price.RDC ?? 0))[0];
  if (!cheapest) throw new Error('the demo world has no items');
  return cheapest;
}
