// Core's periods store (the subscription page's period choice) against this sandbox, in-process:
// "Periods: isLoading, and error 'Error loading periods'; target period defaults to the first."
import { $periods, $targetPeriod, choosePeriod, configure, loadPeriods, PERIODS_ERROR_TEXT } from '@rdc/core';
import { resetConfig, resetPeriods } from '@rdc/core/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, type SandboxApp } from './app';
import { setFault } from './test-support/in-process';

let app: SandboxApp;

const fault = (rule: object | null) => setFault(app, rule);

beforeAll(async () => {
  app = await createApp({ faults: true });
  configure({ apiBase: 'http://sandbox.test/api/v1', fetch: (request: Request) => app.fetch(request) });
}, 60_000);
afterEach(async () => {
  resetPeriods();
  vi.restoreAllMocks();
  await fault(null);
});
afterAll(async () => {
  resetConfig();
  await app.close();
});

describe("core's periods against the sandbox", () => {
  it('loads /market/period/list; "target period defaults to the first"; a chosen period is the target', async () => {
    expect($periods.get()).toEqual({ status: 'loading' });
    await loadPeriods();
    const state = $periods.get();
    expect(state.status).toBe('ready');
    expect(state.status === 'ready' && state.periods.map((period) => period.length)).toEqual([1, 3, 6, 12]);
    expect($targetPeriod.get()?.length).toBe(1);
    choosePeriod(4);
    expect($targetPeriod.get()?.length).toBe(12);
  });

  it('"error \'Error loading periods\'", logged', async () => {
    await fault({
      method: 'POST',
      path: '/market/period/list',
      status: 500,
      code: 5002,
      message: 'database error',
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await loadPeriods();
    expect($periods.get()).toEqual({ status: 'error' });
    expect($targetPeriod.get()).toBeNull();
    expect(logged).toHaveBeenCalledWith(PERIODS_ERROR_TEXT, expect.anything());
  });
});
