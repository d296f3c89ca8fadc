// The widgets whose first screen the site draws on its server (widgets' server.tsx), for their
// islands to take over: a list page's cards are then on screen, and its first picture the largest
// paint, as soon as the HTML is. Each one's shadow stylesheet is inline, so the site's
// Content-Security-Policy lists its hash (shadow-styles.json.ts, read by the csp-policy integration).
import { pageAnswerState, type PageAnswer } from '@rdc/core';
import { loadServerWidget, type PageSnapshot } from '@rdc/widgets/server';
import { pageLocale } from '../locale';

export const FIRST_SCREEN_WIDGETS = [
  'rdc-marketplace',
  'rdc-plans',
  'rdc-manufactory',
  'rdc-coin-packs',
] as const;

export type FirstScreenWidget = (typeof FIRST_SCREEN_WIDGETS)[number];

/** Each widget the site draws on its server, loaded once. */
const loaded = new Map<FirstScreenWidget, Promise<unknown>>();

export function firstScreenWidget<Tag extends FirstScreenWidget>(
  tag: Tag,
): ReturnType<typeof loadServerWidget<Tag>> {
  let widget = loaded.get(tag);
  if (!widget) loaded.set(tag, (widget = loadServerWidget(tag)));
  return widget as ReturnType<typeof loadServerWidget<Tag>>;
}

/** What the widget reads of the page on the server: its address, locale and list answers. */
export function pageSnapshot(
  astro: { url: URL; locals: App.Locals },
  answers: readonly PageAnswer[],
): PageSnapshot {
  return {
    url: astro.url,
    locale: pageLocale(astro),
    stateOf: (query, key) => pageAnswerState(answers, query, key),
  };
}
