import { adoptPageAnswer, nextTask } from '@rdc/core';

/**
 * Puts the list answers the page came with (its `<script data-rdc-page-answer>` blocks, written by
 * the server: core's page-answers.ts) into their lists' stores, each once: an island awaits this
 * when its module loads, before its list first renders, so the list shows without asking the API.
 * Each answer is validated in a task of its own, and the island renders in a later one: a page of
 * packages carries its items' data (about 120 kB), whose reading and validation take 15 to 40 ms
 * on the test machine, and that island's first render as much again, which together made the
 * page's longest task.
 */
export async function adoptPageAnswers(): Promise<void> {
  if (typeof document === 'undefined') return;
  // One answer a task, taken from the page as it is adopted, so that two islands awaiting this
  // together adopt each answer once; the last turn finds none and ends a task after the last answer.
  for (;;) {
    await nextTask();
    const script = document.querySelector('script[data-rdc-page-answer]');
    if (!script) return;
    script.remove();
    adoptPageAnswer(script.textContent);
  }
}
