import { atom } from 'nanostores';
import { getApi } from '../api/page-api';
import type { Settings, SettingsPayload } from '../schemas/settings';
import { logIgnored } from '../log-ignored';
import { failureText } from '../api/error-text';
import { createFlowState } from './flow';

export const settingsState = createFlowState();
/** The user's settings; null until loaded. */
export const $settings = atom<Settings | null>(null);

export async function loadSettings(): Promise<Settings | null> {
  settingsState.$pending.set(true);
  try {
    const settings = await getApi().settings.get();
    $settings.set(settings);
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
    await getApi().settings.save(payload);
  } catch (error) {
    logIgnored('settings that could not be saved', error);
    settingsState.$error.set(failureText(error));
    settingsState.$pending.set(false);
    return false;
  }
  await loadSettings();
  return true;
}
