import { adoptPageAnswer, nextTask } from '@rdc/core';

/**
 * Puts the list answers the page came with (its `<script data-rdc-page-answer>` blocks, written by
 * the server: core's page-answers.ts) into their lists' stores, each once: an island awaits this
 * when its module loads, before its list first renders, so the list shows without asking the API.
 * The answers are validated in a task of their own: a package's answer carries its items' pages
 * (about 20 kB), whose validation took 15 to 40 ms on the test machine, which would otherwise be
 * added to the task that runs the island's shared code.
 */
export async function adoptPageAnswers(): Promise<void> {
  if (typeof document === 'undefined') return;
  await nextTask();
  for (const script of document.querySelectorAll('script[data-rdc-page-answer]')) {
    adoptPageAnswer(script.textContent);
    script.remove();
  }
}
