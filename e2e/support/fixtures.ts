import { readFileSync } from 'node:fs';
import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export const RDC_EVENTS = [
  'rdc-cart-change',
  'rdc-login',
  'rdc-logout',
  'rdc-purchase',
  'rdc-error',
  'rdc-open-auth',
  'rdc-buy-now',
];

export interface Recorded {
  events: { type: string; target: string; detail: unknown; composed: boolean }[];
  violations: string[];
  errors: string[];
}

/**
 * The chunk files (as `chunks/…`) a widget's element module needs, from the build's chunk graph
 * (packages/widgets/dist/cdn/.vite/manifest.json): its own chunk and every chunk it imports.
 */
export function chunksOf(source: string): string[] {
  const manifest = JSON.parse(
    readFileSync(new URL('../../packages/widgets/dist/cdn/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string; imports?: string[] }>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    // A chunk that loads a part on demand imports Vite's helper from the entry, already on the page.
    if (seen.has(key) || key === 'src/cdn/rdc-widgets.ts') return;
    seen.add(key);
    for (const dependency of manifest[key]?.imports ?? []) visit(dependency);
  };
  visit(`src/${source}.element.ts`);
  return [...seen].map((key) => manifest[key]?.file ?? key).sort();
}

/** The partner page's address; `params` picks a variant (see packages/widgets/demo/servers.mjs). */
export function partnerUrl(params: Record<string, string> = {}): string {
  const url = new URL('/partner.html', process.env.RDC_E2E_PARTNER);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

/**
 * The sandbox's log, where it writes what would be emailed (recovery tokens, verification codes).
 * `waitFor` polls until a line matches and returns the pattern's first group.
 */
export const sandboxLog = {
  lines(): string[] {
    const file = process.env.RDC_E2E_SANDBOX_LOG;
    if (!file)
      throw new Error(
        'RDC_E2E_SANDBOX_LOG is not set: the browser tests start through e2e/support/global-setup.ts',
      );
    return readFileSync(file, 'utf8').split('\n').filter(Boolean);
  },
  async waitFor(pattern: RegExp, timeout = 7_000): Promise<string> {
    let found: string | undefined;
    await expect
      .poll(
        () => {
          for (const line of sandboxLog.lines().reverse()) {
            const match = pattern.exec(line);
            if (match) return (found = match[1] ?? match[0]);
          }
          return undefined;
        },
        { timeout, message: `a sandbox log line matching ${pattern}` },
      )
      .toBeDefined();
    return found as string;
  },
};

export function siteUrl(path: string): string {
  return new URL(path, process.env.RDC_E2E_SITE).href;
}

/** What the page recorded: rdc-* events heard on document, CSP violations, uncaught errors. */
export function recorded(page: Page): Promise<Recorded> {
  return page.evaluate(() => (window as unknown as { __rdc: Recorded }).__rdc);
}

export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    await page.addInitScript((types: string[]) => {
      const record: Recorded = { events: [], violations: [], errors: [] };
      (window as unknown as { __rdc: Recorded }).__rdc = record;
      for (const type of types) {
        document.addEventListener(type, (event) =>
          record.events.push({
            type,
            target: (event.target as Element).localName,
            detail: (event as CustomEvent).detail,
            composed: event.composed,
          }),
        );
      }
      document.addEventListener('securitypolicyviolation', (event) =>
        record.violations.push(
          `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        ),
      );
      window.addEventListener('error', (event) => record.errors.push(String(event.message)));
    }, RDC_EVENTS);
    await use(page);
  },
});

/** Presses the first coin pack's Buy and checks what a partner sees: the badge at 1 and the event on document. */
export async function buyFirstCoinPack(page: Page): Promise<void> {
  const buy = page
    .locator('rdc-coin-packs')
    .getByRole('button', { name: /^Buy RDC\s[\d,]+$/ })
    .first();
  await buy.click();
  await expect(page.locator('rdc-basket-badge [part="count"]')).toHaveText('1');
  const { events } = await recorded(page);
  const changes = events.filter((event) => event.type === 'rdc-cart-change');
  expect(changes).toEqual([
    {
      type: 'rdc-cart-change',
      target: 'rdc-coin-packs',
      composed: true,
      detail: { count: 1, lines: [expect.objectContaining({ lot_type: 'coin', count: 1, currency: 'USD' })] },
    },
  ]);
}

export { expect };
