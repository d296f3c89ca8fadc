import type { WidgetDocs } from '../platform/widget-table';
import type { UserMenuProps } from './UserMenu';

/** What custom-elements.json says of <rdc-user-menu> (read by the manifest; the element's chunk does not carry it). */
export const docs = {
  summary:
    'Sign In for a visitor; for a logged-in user the alias, a mini avatar and a popup (on hover, or on a click or Enter on its button) with avatar, alias, RDC balance, Settings and orders links, and Log Out.',
  attributes: {
    compact: 'Boolean: only the avatar, without the alias.',
    settingsHref: 'The settings page (default /settings); the orders link goes to its #orders section.',
  },
  events: {
    'rdc-open-auth':
      'Sign In was pressed. Cancel it (preventDefault) to open your own sign-in instead of the auth widget.',
    'rdc-login':
      'A session started while the element was on the page (once per page, with rdc-auth there too).',
    'rdc-logout':
      "The session ended: reason 'user' when Log Out was pressed (the session is cleared in every tab and the page goes to /), 'expired' when it ended without that (a failed refresh, session not found, an invalid signature).",
  },
  parts: {
    'sign-in': 'The Sign In button.',
    user: 'The logged-in block.',
    trigger: 'The button with the mini avatar and alias.',
    alias: 'The alias next to the mini avatar.',
    avatar: 'Both avatars.',
    'avatar-mini': 'The mini avatar.',
    'avatar-large': 'The popup avatar.',
    popup: 'The popup.',
    balance: 'The balance line.',
    logout: 'The Log Out button.',
  },
} satisfies WidgetDocs<UserMenuProps>;
