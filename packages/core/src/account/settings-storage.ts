import { logIgnored } from '../log-ignored';
import { SettingsSchema, type Settings } from '../schemas/settings';
import { z } from '../schemas/zod';
import { lazySchema } from '../schemas/lazy-schema';
import { withLocalStorage } from '../storage/local-storage';

import { SETTINGS_STORAGE_KEY } from './settings-key';

/*
 * "Settings are also persisted locally" (marketplace-content.md §7): kept under rdc:settings with
 * their owner's user_id, so the next visit shows them at once, before the server's answer, and
 * another account on the same device never sees them.
 */
export { SETTINGS_STORAGE_KEY };

const SETTINGS = 'the settings';

const StoredSettingsSchema = lazySchema(() => z.object({ owner: z.number(), settings: SettingsSchema }));

export function readStoredSettings(owner: number): Settings | null {
  const raw = withLocalStorage(SETTINGS, (storage) => storage.getItem(SETTINGS_STORAGE_KEY));
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
  withLocalStorage(SETTINGS, (storage) =>
    storage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ owner, settings })),
  );
}
