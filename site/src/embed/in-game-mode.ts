/**
 * Starts the in-game view mode, once, before any widget renders: the session handed over in the
 * address is taken first (and dropped from the address), then the game's theme and the bridge.
 */
import {
  $profile,
  applyTheme,
  findBridgeChannel,
  openAuthModal,
  readParentOrigin,
  startGameBridge,
  takeSessionHandoff,
  themeFromQuery,
} from '@rdc/core';
import { RDC_EVENT_TYPES } from '@rdc/widgets';

let started = false;

export function startInGameMode(): void {
  if (started) return;
  started = true;
  const query = new URLSearchParams(location.search);
  const channelOptions = {
    parentOrigin: readParentOrigin(query.get('rdc-parent-origin')),
    androidInterface: query.get('rdc-android-interface') ?? undefined,
  };
  // A handoff is taken only where a game can have sent it (see handoffAllowed): a page with no
  // game channel that another window opened, or framed, refuses it.
  const handoff = takeSessionHandoff({ hasGameChannel: findBridgeChannel(window, channelOptions) !== null });
  applyTheme(document.documentElement, themeFromQuery(location.search));
  const bridge = startGameBridge({
    events: RDC_EVENT_TYPES,
    ...channelOptions,
    // The game asked for the basket: the basket page of the mode, with the same theme and settings.
    openBasket: () => location.assign(`/embed/basket${location.search}`),
  });
  // The widgets announce sessions that start while they are on the page; this one started before.
  if (handoff === 'tokens')
    bridge.post('rdc-login', { alias: $profile.get().alias, userId: $profile.get().user_id });
  // "A malformed or expired handoff leaves a guest with the sign-in form, never an error page."
  if (handoff === 'malformed') openAuthModal('login');
}
