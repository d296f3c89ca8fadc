import { adoptPageAnswer } from '@rdc/core';

/**
 * Puts the list answers the page came with (its `<script data-rdc-page-answer>` blocks, written by
 * the server: core's page-answers.ts) into their lists' stores, each once: an island calls this
 * when its module loads, before its list first renders, so the list shows without asking the API.
 */
export function adoptPageAnswers(): void {
  if (typeof document === 'undefined') return;
  for (const script of document.querySelectorAll('script[data-rdc-page-answer]')) {
    adoptPageAnswer(script.textContent);
    script.remove();
  }
}
