// The package page's related packages (core's fetchRelatedPackages) against this sandbox, in-process.
import { fetchRelatedPackages } from '@rdc/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type SandboxApp } from './app';
import { inProcessMarket } from './test-support/in-process';

let app: SandboxApp;
let market: ReturnType<typeof inProcessMarket>;

beforeAll(async () => {
  app = await createApp();
  market = inProcessMarket(app);
}, 60_000);
afterAll(() => app.close());

describe('related packages ("a paged list of packages"; "page sizes 5, 10, 15 (default 5)")', () => {
  it('gives the first 5 enabled packages by default, and the page and size the address asks for', async () => {
    const first = await fetchRelatedPackages(market, new URLSearchParams(), 1);
    expect(first.position).toEqual({ page: 0, perPage: 5 });
    expect(first.list).toHaveLength(5);
    expect(first.list.every((pkg) => pkg.enabled)).toBe(true);
    const second = await fetchRelatedPackages(market, new URLSearchParams('page=1&perPage=5'), 1);
    expect(second.position).toEqual({ page: 1, perPage: 5 });
    expect(second.list).toHaveLength(Math.min(5, first.count - 5));
    expect(second.pages).toBe(Math.ceil(first.count / 5));
  });

  it('reads a per-page that is not an option as 5, and a page past the end as the last page', async () => {
    const odd = await fetchRelatedPackages(market, new URLSearchParams('perPage=7&page=99'), 1);
    expect(odd.position.perPage).toBe(5);
    expect(odd.position.page).toBe(odd.pages - 1);
    expect(odd.list.length).toBeGreaterThan(0);
  });

  it('never lists the package the page is about, and counts its pages without it', async () => {
    const all = await market.packages.list({
      where: [{ field: 'enabled', condition: '=', value: ['true'] }],
    });
    const current = all.list[0]!.id;
    const related = await fetchRelatedPackages(market, new URLSearchParams('perPage=15'), current);
    expect(related.count).toBe(all.count - 1);
    expect(related.list.map((pkg) => pkg.id)).not.toContain(current);
    expect(related.list).toHaveLength(Math.min(15, all.count - 1));
  });
});
