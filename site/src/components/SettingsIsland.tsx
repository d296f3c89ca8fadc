import { loadReactWidget } from '@rdc/widgets';

// Loaded before the island renders: it replaces the visitor's screen the server drew
// (settings.astro) with the same in its first commit, with no empty frame between.
const SettingsWidget = await loadReactWidget('rdc-settings');

/** The settings widget: a visitor's sign-in prompt, or the signed-in player's settings. */
export function Settings() {
  return <SettingsWidget />;
}
