import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * What axe finds on the page as it is now, one line per rule with the nodes it names. Callers wait
 * for the state they audit first: axe does not wait for widgets to render.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Two rules axe leaves off by default, on here because Lighthouse checks them: a control's name
  // contains its visible text, and tap targets are at least 24 x 24 px (WCAG 2.2).
  const builder = new AxeBuilder({ page }).options({
    rules: { 'label-content-name-mismatch': { enabled: true }, 'target-size': { enabled: true } },
  });
  return (await builder.analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`,
  );
}
