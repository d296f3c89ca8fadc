// Lighthouse's default run (mobile form factor, simulated throttling: Lantern models a slow 4G
// link and a slower CPU from one unthrottled load; the CPU slowdown is calibrated, device.mjs) on each page, reduced to the figures the
// table shows and the audits that failed. Simulated metrics depend on the order things happened in
// the one real load (whether the first paint came before or after the scripts ran), so each page
// runs several times and the median run, as Lighthouse itself picks it, is reported.
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

const PACKAGE_ITEM_PAGE = '/marketplace/product/package/1/item/{first item}';

/** Every route of both specs; the package item page's address comes from package 1 (`pagesToAudit`). */
export const PAGES = [
  '/',
  '/marketplace/virtual-currency',
  '/marketplace/packages',
  '/marketplace/manufactory',
  '/marketplace/manufactory/product',
  '/marketplace/subscriptions',
  '/marketplace/limitedTimeOffers',
  '/marketplace/product/item/1',
  '/marketplace/product/package/1',
  PACKAGE_ITEM_PAGE,
  '/marketplace/product/subscription/1',
  '/basket',
  '/settings',
  '/Terms-Of-Service',
  '/creator-corners',
  '/welcome-to-the-future',
  '/articles/1',
  '/articles/39',
  '/AISubscription',
  '/embed/coin-packs',
  '/404',
];
/** The device targets every page is held to (a phone's Lighthouse run). */
export const TARGETS = { performance: 100, lcpMs: 1200, tbtMs: 50, cls: 0.001 };
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Our bar: an audit scoring under this fails. */
export const PASSING_SCORE = 0.9;

/** The pages under Performance 100, over an LCP of 1.2 s, a TBT of 50 ms or a CLS of 0. */
export function pagesUnderTarget(pages) {
  return pages.filter(
    (page) =>
      page.performance === null ||
      page.performance < TARGETS.performance ||
      !(page.lcpMs <= TARGETS.lcpMs) ||
      !(page.tbtMs <= TARGETS.tbtMs) ||
      !(page.cls < TARGETS.cls),
  );
}

/** `pages` with the package item page's placeholder replaced by the address of package 1's first item. */
export async function pagesToAudit(origin, coreMain, pages = PAGES) {
  if (!pages.includes(PACKAGE_ITEM_PAGE)) return pages;
  const { packageItemSlug } = await import(coreMain);
  const response = await fetch(`${origin}/api/v1/market/packages/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const pkg = (await response.json()).list?.find((lot) => lot.id === 1);
  const item = pkg?.lot_items?.[0];
  if (!item) throw new Error('package 1 has no items: the package item page cannot be audited');
  return pages.map((path) =>
    path === PACKAGE_ITEM_PAGE ? `/marketplace/product/package/1/item/${packageItemSlug(item)}` : path,
  );
}

/** Audits that carry a score; informative, manual and not-applicable ones have none. */
function failedAudits(lhr) {
  const categoryOf = new Map();
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? [])
      if (!categoryOf.has(ref.id)) categoryOf.set(ref.id, lhr.categories[id].title);
  }
  return Object.values(lhr.audits)
    .filter((audit) => typeof audit.score === 'number' && audit.score < PASSING_SCORE)
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      category: categoryOf.get(audit.id) ?? '',
      displayValue: audit.displayValue ?? '',
    }))
    .sort((a, b) => a.category.localeCompare(b.category) || a.score - b.score);
}

/** What the page's own HTML cost on the wire (the main document's transfer size, compressed). */
function documentTransfer(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return requests.find((request) => request.resourceType === 'Document')?.transferSize ?? null;
}

function summarise(path, lhr) {
  const score = (id) =>
    lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    path,
    finalUrl: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError?.message ?? null,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    transferBytes: metric('total-byte-weight'),
    htmlBytes: documentTransfer(lhr),
    failed: failedAudits(lhr),
  };
}

async function runOnce(url, chromiumPort, cpuSlowdownMultiplier) {
  const runnerResult = await lighthouse(url, {
    port: chromiumPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    throttling: { cpuSlowdownMultiplier },
    // /404 is audited as the page a broken link shows, whose status is 404 by design.
    ignoreStatusCode: true,
  });
  if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${url}`);
  return runnerResult.lhr;
}

/** Runs the pages one after the other (Lighthouse drives one tab at a time), `runs` times each. */
/**
 * `calibrate()` answers the CPU slowdown for the next page: called before each page, so a machine
 * whose load changes during the run keeps simulating the same phone.
 */
export async function auditPages(origin, chromiumPort, { pages, runs = 3, calibrate }) {
  const results = [];
  for (const path of pages) {
    const cpuSlowdownMultiplier = await calibrate();
    const lhrs = [];
    for (let i = 0; i < runs; i++)
      lhrs.push(await runOnce(new URL(path, origin).href, chromiumPort, cpuSlowdownMultiplier));
    // A busy machine sometimes loses the trace (NO_NAVSTART): up to two more tries when no run counted.
    for (let retry = 0; retry < 2 && lhrs.every((lhr) => lhr.runtimeError); retry++) {
      lhrs.push(await runOnce(new URL(path, origin).href, chromiumPort, cpuSlowdownMultiplier));
    }
    // computeMedianRun needs runs with metrics; a page that errored every time is reported as it is.
    const valid = lhrs.filter((lhr) => !lhr.runtimeError);
    results.push({
      ...summarise(path, valid.length > 0 ? computeMedianRun(valid) : lhrs[0]),
      runs,
      lighthouseVersion: lhrs[0].lighthouseVersion,
      benchmarkIndexes: lhrs
        .map((lhr) => lhr.environment?.benchmarkIndex)
        .filter((index) => typeof index === 'number'),
      cpuSlowdownMultiplier: lhrs[0].configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
    });
  }
  return results;
}
