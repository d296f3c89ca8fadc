import { atom, computed } from 'nanostores';
import { SETTINGS_STORAGE_KEY } from '../account/settings-key';
import { logIgnored } from '../log-ignored';
import { $profile } from './page-session';

/** The username a player saved in Settings, with its owner (the settings answer's, or none yet). */
const $savedUserName = atom<{ readonly owner: number; readonly name: string } | null>(null);

/** Called with each settings answer (loaded or saved): the header shows the name at once. */
export function rememberUserName(owner: number, name: string): void {
  $savedUserName.set({ owner, name });
}

/**
 * The username in the settings this device keeps for a user ('' for none). Read by hand, not with
 * the settings' schemas, which the header's widgets would otherwise all carry: only a string
 * user_name of the same owner counts, anything else is none.
 */
function storedUserName(owner: number): string {
  if (typeof localStorage === 'undefined') return '';
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return '';
    const { owner: storedOwner, settings } = stored as {
      owner?: unknown;
      settings?: { user_name?: unknown };
    };
    const name = settings?.user_name;
    return storedOwner === owner && typeof name === 'string' ? name : '';
  } catch (error) {
    logIgnored('an unreadable stored username', error);
    return '';
  }
}

/**
 * The name the header shows for the signed-in player (the user menu, the phone menu's user block):
 * the Settings username once one is saved (from this page's settings answer, else the copy kept on
 * this device), otherwise the alias.
 */
export const $displayName = computed([$profile, $savedUserName], (profile, saved): string => {
  if (profile.user_id === 0) return profile.alias;
  const name = saved?.owner === profile.user_id ? saved.name : storedUserName(profile.user_id);
  return name.trim() || profile.alias;
});
