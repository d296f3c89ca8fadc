import { atom } from 'nanostores';
import { createSettingsApi } from '../api/domains/settings';
import { getDomain } from '../config';
import { TIMEZONES, type Settings, type SettingsPayload } from '../schemas/settings';
import { logIgnored } from '../log-ignored';
import { failureText } from '../api/error-text';
import { languageName } from '../format/region';
import * as m from '../generated/messages';
import { OFFERED_LOCALES, resolveLocale, type Locale } from '../locale/locale';
import { siteLocale, switchLocalePath } from '../locale/locale-path';
import { currentUrl, navigate } from '../navigation/host';
import { rememberUserName } from '../session/display-name';
import { $profile } from '../session/page-session';
import { createFlowState } from './flow';
import { readStoredSettings, writeStoredSettings } from './settings-storage';

export const settingsState = createFlowState();
/** The user's settings; null until loaded. */
export const $settings = atom<Settings | null>(null);

/** "a Timezone selector with 25 options from +00:00 to +24:00 UTC", named in the reader's language. */
export const timezoneOptions = (locale: Locale): readonly { value: string; label: string }[] =>
  TIMEZONES.map((zone) => ({ value: zone, label: m.account_timezone(locale, { zone }) }));

let languageOptionsMade: readonly { value: string; label: string }[] | undefined;

/**
 * "a Language selector (English only)", with every language the site has: the languages offered,
 * each named in its own language. Made on first use, not when the module loads: each name needs
 * an Intl.DisplayNames, whose locale data cost 30 ms of the main thread on every page that loads
 * core, where only the settings page shows them.
 */
export function languageOptions(): readonly { value: string; label: string }[] {
  languageOptionsMade ??= OFFERED_LOCALES.map((code) => ({ value: code, label: languageName(code) }));
  return languageOptionsMade;
}

/**
 * The settings kept on this device for the signed-in user, shown at once ("persisted locally");
 * null when there are none. loadSettings then refreshes them from the server.
 */
export function restoreSettings(): Settings | null {
  const stored = readStoredSettings($profile.get().user_id);
  if (stored && !$settings.get()) $settings.set(stored);
  return stored;
}

export async function loadSettings(): Promise<Settings | null> {
  settingsState.$pending.set(true);
  try {
    const settings = await getDomain(createSettingsApi).get();
    $settings.set(settings);
    writeStoredSettings($profile.get().user_id, settings);
    rememberUserName($profile.get().user_id, settings.user_name);
    settingsState.$error.set(null);
    return settings;
  } catch (error) {
    logIgnored('settings that could not be loaded', error);
    settingsState.$error.set(failureText(error));
    return $settings.get();
  } finally {
    settingsState.$pending.set(false);
  }
}

/** Saves the settings body, then reloads them ("settings reloaded after"). */
export async function saveSettings(payload: SettingsPayload): Promise<boolean> {
  settingsState.$pending.set(true);
  try {
    await getDomain(createSettingsApi).save(payload);
  } catch (error) {
    logIgnored('settings that could not be saved', error);
    settingsState.$error.set(failureText(error));
    settingsState.$pending.set(false);
    return false;
  }
  // The saved name shows in the header now, whatever the reload after it answers.
  rememberUserName($profile.get().user_id, payload.user_name);
  await loadSettings();
  return true;
}

/**
 * After the player chose a language (saved as any setting is): on the official site, the same
 * page in that language, `/settings` to `/de/settings` and back, since the site's address carries
 * its language. Elsewhere (a partner's page, whose language is the partner's) the page stays.
 */
export function showPageInLanguage(language: string): void {
  const here = siteLocale();
  const chosen = resolveLocale(language);
  if (here === null || here === chosen) return;
  const url = currentUrl();
  navigate(switchLocalePath(`${url.pathname}${url.search}${url.hash}`, chosen));
}
