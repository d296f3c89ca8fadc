/**
 * "Settings are also persisted locally" (marketplace-content.md §7): the local storage key of the
 * settings kept on this device, with their owner's user_id. Its own module: the header's name
 * (session/display-name.ts) reads it without the settings' schemas.
 */
export const SETTINGS_STORAGE_KEY = 'rdc:settings';
