import { logIgnored } from '../log-ignored';
import { SettingsSchema, type Settings } from '../schemas/settings';
import { z } from '../schemas/zod';
import { lazySchema } from '../schemas/lazy-schema';

import { SETTINGS_STORAGE_KEY } from './settings-key';

/*
 * "Settings are also persisted locally" (marketplace-content.md §7): kept under rdc:settings with
 * their owner's user_id, so the next visit shows them at once, before the server's answer, and
 * another account on the same device never sees them.
 */
export { SETTINGS_STORAGE_KEY };

const StoredSettingsSchema = lazySchema(() => z.object({ owner: z.number(), settings: SettingsSchema }));

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch (error) {
    logIgnored('an unusable local storage for the settings', error);
    return null;
  }
}

export function readStoredSettings(owner: number): Settings | null {
  const raw = storage()?.getItem(SETTINGS_STORAGE_KEY);
  if (!raw) return null;
  try {
    const stored = StoredSettingsSchema.safeParse(JSON.parse(raw));
    if (!stored.success) throw stored.error;
    return stored.data.owner === owner ? stored.data.settings : null;
  } catch (error) {
    logIgnored('unreadable stored settings', error);
    return null;
  }
}

export function writeStoredSettings(owner: number, settings: Settings): void {
  try {
    storage()?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ owner, settings }));
  } catch (error) {
    logIgnored('settings that could not be stored', error);
  }
}
