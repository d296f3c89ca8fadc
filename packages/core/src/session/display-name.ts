import { atom, computed } from 'nanostores';
import { readStoredSettings } from '../account/settings-storage';
import { $profile } from './page-session';

/** The username a player saved in Settings, with its owner (the settings answer's, or none yet). */
const $savedUserName = atom<{ readonly owner: number; readonly name: string } | null>(null);

/** Called with each settings answer (loaded or saved): the header shows the name at once. */
export function rememberUserName(owner: number, name: string): void {
  $savedUserName.set({ owner, name });
}

/**
 * The name the header shows for the signed-in player (the user menu, the phone menu's user block):
 * the Settings username once one is saved (from this page's settings answer, else the copy kept on
 * this device), otherwise the alias.
 */
export const $displayName = computed([$profile, $savedUserName], (profile, saved): string => {
  if (profile.user_id === 0) return profile.alias;
  const name =
    saved?.owner === profile.user_id ? saved.name : (readStoredSettings(profile.user_id)?.user_name ?? '');
  return name.trim() || profile.alias;
});
