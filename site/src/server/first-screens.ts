// The widgets whose first screen the site draws on its server (widgets' server.tsx), for their
// islands to take over: a list page's cards are then on screen, and its first picture the largest
// paint, as soon as the HTML is. Each one's shadow stylesheet is inline, so the site's
// Content-Security-Policy lists its hash (shadow-styles.json.ts, read by the csp-policy integration).
import { loadLocale, pageAnswerState, type Locale, type PageAnswer } from '@rdc/core';
import { loadServerWidget, type PageSnapshot } from '@rdc/widgets/server';
import { pageLocale } from '../locale';

export const FIRST_SCREEN_WIDGETS = [
  'rdc-marketplace',
  'rdc-plans',
  'rdc-manufactory',
  'rdc-coin-packs',
  'rdc-settings',
] as const;

export type FirstScreenWidget = (typeof FIRST_SCREEN_WIDGETS)[number];

/** Each widget the site draws on its server, loaded once. */
const loaded = new Map<FirstScreenWidget, Promise<unknown>>();

/**
 * The widget, with its texts in `locale` when given (a page's). A widget's catalogues register as
 * its module loads, which may be after the middleware loaded the page's language: without loading
 * it again here, a server's first page in German drew the widget in English.
 */
export async function firstScreenWidget<Tag extends FirstScreenWidget>(
  tag: Tag,
  locale?: Locale,
): ReturnType<typeof loadServerWidget<Tag>> {
  let widget = loaded.get(tag);
  if (!widget) loaded.set(tag, (widget = loadServerWidget(tag)));
  const ready = (await widget) as Awaited<ReturnType<typeof loadServerWidget<Tag>>>;
  if (locale) await loadLocale(locale);
  return ready;
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
