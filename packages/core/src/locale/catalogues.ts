import { atom } from 'nanostores';
import { logIgnored } from '../log-ignored';
import type { Locale } from './locale';

/** A locale's compiled messages of one package: message name to the function that writes it. */
export type Messages = Readonly<Record<string, (inputs: Record<string, unknown>) => string>>;

type Loader = () => Promise<Messages>;

interface Entry {
  load: Loader;
  messages?: Messages;
  loading?: Promise<void>;
}

/** Every translation a package's catalogue declared, by locale: fetched only when a reader needs it. */
const entries = new Map<Locale, Entry[]>();

/**
 * Bumped each time a translation arrives, so what renders text can render again in the reader's
 * language.
 */
export const $catalogues = atom(0);

/**
 * A package's catalogue: English is compiled into the calling code, every other locale is a
 * chunk of its own, loaded by `loadLocale`. The answer looks a locale's messages up (undefined
 * until loaded: English stands in).
 */
export function messageCatalogue(
  loaders: Partial<Record<Locale, Loader>>,
): (locale: Locale) => Messages | undefined {
  const mine = new Map<Locale, Entry>();
  for (const [locale, load] of Object.entries(loaders) as [Locale, Loader][]) {
    const entry: Entry = { load };
    mine.set(locale, entry);
    entries.set(locale, [...(entries.get(locale) ?? []), entry]);
  }
  return (locale) => mine.get(locale)?.messages;
}

/**
 * Fetches every catalogue's translation into `locale`: undefined when there is nothing to fetch
 * (English, or already here), so a reader of English never waits. Never rejects: a translation
 * that cannot be fetched leaves English in its place.
 */
export function loadLocale(locale: Locale): Promise<void> | undefined {
  const pending = (entries.get(locale) ?? []).filter((entry) => !entry.messages);
  if (pending.length === 0) return undefined;
  return Promise.all(
    pending.map(
      (entry) =>
        (entry.loading ??= entry.load().then(
          (messages) => {
            entry.messages = messages;
            $catalogues.set($catalogues.get() + 1);
          },
          (error: unknown) => {
            // English stands in; the next reader of this locale tries again.
            entry.loading = undefined;
            logIgnored(`the ${locale} messages: not loaded, English is shown`, error);
          },
        )),
    ),
  ).then(() => undefined);
}
