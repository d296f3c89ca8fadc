// Test helper for the widgets: core talks to the real sandbox app in-process (its
// database, demo world and rules: demo/demo1234 with 1000.00 RDC and a default card, the declined
// card 4000 0000 0000 0002), and every test starts as a guest with an empty cart.
import { configure, getApi, LotSchema } from '@rdc/core';
import { configureCardVault, configureStripeVault } from '@rdc/core/testing';
import type { Lot } from '@rdc/core/schemas';
import { createApp } from '@rdc/sandbox';
import type { SandboxApp } from '@rdc/sandbox';
import { afterAll, afterEach, beforeAll, beforeEach, onTestFinished, vi } from 'vitest';
import { leavePage, startAsGuest } from './page-state';
import type { RecordedPage } from './page-state';

export interface SandboxHarness extends RecordedPage {
  app: SandboxApp;
  /** Lines the sandbox logged (recovery tokens, verification codes). */
  log: string[];
  /** Calls core made, as `METHOD /path` below the base. */
  calls: string[];
  /** The JSON bodies core sent with one call (`METHOD /path`), in order. */
  bodies(call: string): unknown[];
  /** The first group of `pattern` in the newest log line that matches it (a code, a token). */
  lastLogged(pattern: RegExp): string | undefined;
}

const SANDBOX_BASE = 'http://sandbox.test/api/v1';

/** `faults`: the sandbox's fault rules are on (`harness.app.faults`), for a failure on demand. */
export function withSandbox(options: { faults?: boolean } = {}): SandboxHarness {
  const sent: { call: string; body: unknown }[] = [];
  const harness: SandboxHarness = {
    app: undefined as unknown as SandboxApp,
    log: [],
    navigations: [],
    url: 'http://localhost/basket',
    replaced: [],
    calls: [],
    bodies: (call) => sent.filter((request) => request.call === call).map((request) => request.body),
    lastLogged: (pattern) =>
      [...harness.log]
        .reverse()
        .map((line) => pattern.exec(line)?.[1])
        .find(Boolean),
  };
  // Answers of the in-process sandbox cost real work (scrypt, the database) on a shared machine: a
  // `findBy…` waits for one up to vitest.setup.ts's deadline, and a test has the project's room for
  // a few of those (vitest.config.ts); neither is lowered here.
  const inFlight = new Set<Promise<Response>>();
  beforeAll(async () => {
    harness.app = await createApp({ log: (line) => harness.log.push(line), faults: options.faults ?? false });
    const inProcess = async (request: Request) => {
      const call = `${request.method} ${new URL(request.url).pathname.replace('/api/v1', '')}`;
      harness.calls.push(call);
      const text = request.method === 'GET' ? '' : await request.clone().text();
      sent.push({ call, body: text ? (JSON.parse(text) as unknown) : undefined });
      const answer = Promise.resolve(harness.app.fetch(request));
      inFlight.add(answer);
      void answer.finally(() => inFlight.delete(answer)).catch(() => {});
      return answer;
    };
    configure({ apiBase: SANDBOX_BASE, fetch: inProcess });
    // The card vaults are the providers' (the browser posts to them directly), played by the sandbox.
    const vault = (url: string, init: RequestInit) => inProcess(new Request(url, init));
    configureCardVault({ fetch: vault });
    configureStripeVault({ fetch: vault });
  }, 60_000);
  beforeEach(() => {
    startAsGuest(harness);
    harness.calls.length = 0;
    sent.length = 0;
    harness.app.faults?.replace([]);
  });
  afterEach(leavePage);
  afterAll(async () => {
    // A call still running when the file ends would answer into a page that is gone.
    await Promise.allSettled([...inFlight]);
    await harness.app.close();
  });
  return harness;
}

/** The cheapest enabled item of the demo world (it fits the demo balance in RDC). */
/** The demo world's enabled items with an RDC price, cheapest first. */
async function itemsByRdcPrice(): Promise<Lot[]> {
  const { list } = await getApi().market.items.list({ pagination: { limit: 100 } });
  const items = list
    .map((entry) => LotSchema.safeParse(entry))
    .flatMap((parsed) =>
      parsed.success && parsed.data.enabled !== false && parsed.data.price.RDC !== undefined
        ? [parsed.data]
        : [],
    );
  if (items.length === 0) throw new Error('the demo world has no items');
  return items.sort((a, b) => (a.price.RDC ?? 0) - (b.price.RDC ?? 0));
}

export async function cheapestItem(): Promise<Lot> {
  return (await itemsByRdcPrice())[0] as Lot;
}

/** An item whose RDC price is above `rdc` (minor units): one the demo's balance cannot pay. */
export async function itemAbove(rdc: number): Promise<Lot> {
  const item = (await itemsByRdcPrice()).find((lot) => (lot.price.RDC ?? 0) > rdc);
  if (!item) throw new Error(`the demo world has no item above ${rdc} RDC`);
  return item;
}

export function holdAnswers(harness: SandboxHarness, pathEnd: string): () => void {
  const answer = harness.app.fetch.bind(harness.app);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  onTestFinished(() => {
    release();
    vi.restoreAllMocks();
  });
  vi.spyOn(harness.app, 'fetch').mockImplementation(async (request: Request) => {
    if (new URL(request.url).pathname.endsWith(pathEnd)) await released;
    return answer(request);
  });
  return release;
}
