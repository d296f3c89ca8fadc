// @vitest-environment jsdom
// Core's plans (the /AISubscription page) against this sandbox, in-process: the enabled plans of
// the demo world with their periods, each card's offer for its chosen period, and what Add to Cart
// and Buy now take from it.
import {
  $buyNowProduct,
  $cart,
  $cartState,
  addPlanToCart,
  buyPlanNow,
  choosePlanPeriod,
  closeBuyNow,
  configure,
  EVERY_PLAN,
  formatMoney,
  planOffer,
  plans,
  type QueryState,
} from '@rdc/core';
import type { ListOf } from '@rdc/core/schemas';
import type { PlanSchema } from '@rdc/core/schemas';
import { resetConfig, resetPlans } from '@rdc/core/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, type SandboxApp } from './app';
import { setFault } from './test-support/in-process';

let app: SandboxApp;
const sent: { path: string; body: unknown }[] = [];

const fault = (rule: object | null) => setFault(app, rule);

type PlanList = ListOf<typeof PlanSchema>;

/** The plans' state once it has settled (loaded, empty or failed). */
async function settledPlans(): Promise<QueryState<PlanList>> {
  const $state = plans.get(EVERY_PLAN);
  await vi.waitFor(() => expect($state.get().status).not.toBe('loading'), { timeout: 10_000 });
  return $state.get();
}

async function loadedPlans(): Promise<PlanList['list']> {
  const state = await settledPlans();
  if (state.status !== 'loaded') throw new Error(`plans ${state.status}`);
  return state.value.list;
}

beforeAll(async () => {
  app = await createApp({ faults: true });
  configure({
    apiBase: 'http://sandbox.test/api/v1',
    fetch: async (request: Request) => {
      const text = request.method === 'GET' ? '' : await request.clone().text();
      sent.push({
        path: new URL(request.url).pathname.replace('/api/v1', ''),
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      return app.fetch(request);
    },
  });
}, 60_000);
afterEach(async () => {
  resetPlans();
  closeBuyNow();
  $cartState.set({ owner: 0, lines: [] });
  sent.length = 0;
  vi.restoreAllMocks();
  await fault(null);
});
afterAll(async () => {
  resetConfig();
  await app.close();
});

describe("core's plans against the sandbox", () => {
  it('lists the enabled plans (`/market/plan/list`, where enabled), each with its periods in months', async () => {
    const list = await loadedPlans();
    expect(list.map((plan) => plan.title)).toEqual(['AI Companion Plan', 'Fleet Insurance Plan']);
    expect(list[0]?.periods.map((period) => period.length)).toEqual([1, 3, 6, 12]);
    expect(list[1]?.periods.map((period) => period.length)).toEqual([1, 12]);
    expect(sent).toEqual([
      {
        path: '/market/plan/list',
        body: {
          where: [{ field: 'enabled', condition: '=', value: ['true'] }],
          pagination: { offset: 0, limit: 100 },
        },
      },
    ]);
  });

  it('a disabled plan is not offered', async () => {
    await app.db.query('UPDATE market_plan SET enabled = false WHERE id = 2');
    try {
      expect((await loadedPlans()).map((plan) => plan.title)).toEqual(['AI Companion Plan']);
    } finally {
      await app.db.query('UPDATE market_plan SET enabled = true WHERE id = 2');
    }
  });

  it('a failed list is the error state, logged', async () => {
    await fault({
      method: 'POST',
      path: '/market/plan/list',
      status: 500,
      code: 5002,
      message: 'database error',
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await settledPlans()).status).toBe('error');
  });

  it('"the first is the default target period"; "Plan price shown is USD price times months divided by 100"; "expiry is today plus the plan length in months"', async () => {
    const [companion] = await loadedPlans();
    if (!companion) throw new Error('no plan');
    const today = new Date(2026, 10, 26);
    const usd = companion.price.USD ?? 0;
    expect(planOffer(companion, undefined, 'en', today)).toMatchObject({
      months: 1,
      prices: [{ currency: 'USD', text: formatMoney(usd, 'USD', 'en') }, { currency: 'RDC' }],
    });
    const sixMonths = companion.periods.find((period) => period.length === 6);
    const offer = planOffer(companion, sixMonths?.id, 'en', today);
    expect(offer.prices[0]).toEqual({ currency: 'USD', text: formatMoney(usd * 6, 'USD', 'en') });
    expect(offer.expiryText).toBe('May 26, 2027');
  });

  it('Add to Cart and Buy now take the period the card shows: its period_id and its length', async () => {
    const [companion] = await loadedPlans();
    if (!companion) throw new Error('no plan');
    expect(addPlanToCart(companion).added).toBe(true);
    expect($cart.get()).toMatchObject([
      { id: companion.id, lot_type: 'plan', count: 1, period_id: 1, period: { id: 1, length: 1 } },
    ]);
    $cartState.set({ owner: 0, lines: [] });
    const sixMonths = companion.periods.find((period) => period.length === 6);
    choosePlanPeriod(companion.id, sixMonths?.id ?? 0);
    addPlanToCart(companion);
    expect($cart.get()).toMatchObject([
      {
        id: companion.id,
        lot_type: 'plan',
        period_id: sixMonths?.id,
        period: { id: sixMonths?.id, length: 6 },
      },
    ]);
    expect(buyPlanNow(companion)).toBe(true);
    expect($buyNowProduct.get()).toMatchObject({
      id: companion.id,
      lot_type: 'plan',
      count: 1,
      period_id: sixMonths?.id,
      period: { length: 6 },
    });
  });
});
