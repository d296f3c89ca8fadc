import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * What axe finds on the page as it is now, one line per rule with the nodes it names. Callers wait
 * for the state they audit first: axe does not wait for widgets to render.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  return (await new AxeBuilder({ page }).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`,
  );
}
