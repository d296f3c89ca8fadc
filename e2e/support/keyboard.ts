// Moving by keyboard as a player does: Tab until a control is focused, and the focused control's name.
import type { Page } from '@playwright/test';

/** The name of the focused control (looking inside shadow roots): aria-label, else its label, else its text. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return '';
    const labelled = active.getAttribute('aria-label');
    if (labelled) return labelled;
    const labels = (active as HTMLInputElement).labels;
    if (labels && labels.length > 0) return labels[0]?.textContent?.trim() ?? '';
    return active.textContent?.trim() ?? '';
  });
}

/** Presses Tab until the focused control's name matches; fails after `max` presses. */
export async function tabTo(page: Page, name: string | RegExp, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const current = await focusedName(page);
    if (typeof name === 'string' ? current === name : name.test(current)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}
