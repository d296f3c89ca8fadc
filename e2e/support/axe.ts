import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * What axe finds on the page as it is now, one line per rule with the nodes it names. Callers wait
 * for the state they audit first: axe does not wait for widgets to render.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await islandsSettled(page);
  // Two rules axe leaves off by default, on here because Lighthouse checks them: a control's name
  // contains its visible text, and tap targets are at least 24 x 24 px (WCAG 2.2).
  const builder = new AxeBuilder({ page }).options({
    rules: { 'label-content-name-mismatch': { enabled: true }, 'target-size': { enabled: true } },
  });
  return (await builder.analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`,
  );
}

/**
 * axe reads the page's tree once, then runs its rules over several ticks: an island that replaces
 * its fallback in between leaves axe looking at detached nodes (on a busy machine, /settings had
 * "no h1" while its fallback's h1 was being swapped for the widget's). So wait until the islands
 * that hydrate without the player's help (load, only, idle) have hydrated and the DOM has been
 * quiet for a moment; React commits an island some time after Astro marks it hydrated.
 */
export async function islandsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('astro-island[ssr]:is([client="load"],[client="only"],[client="idle"])') ===
      null,
    undefined,
    { timeout: 15_000 },
  );
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const quietFor = 300;
        const giveUpAfter = 5_000;
        let timer = setTimeout(done, quietFor);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quietFor);
        });
        const deadline = setTimeout(done, giveUpAfter);
        observer.observe(document.body, { subtree: true, childList: true });
        function done() {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(deadline);
          resolve();
        }
      }),
  );
}
