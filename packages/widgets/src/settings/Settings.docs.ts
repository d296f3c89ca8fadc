import type { WidgetDocs } from '../platform/widget-table';

/** What custom-elements.json says of <rdc-settings> (read by the manifest; the element's chunk does not carry it). */
export const docs = {
  summary:
    "The settings page: Identification (the username with Edit, Cancel and Done) and Settings ('Use Login ID to Sign In', Language, Timezone +00:00 to +24:00 UTC), saved through /account/settings and kept on the device. A visitor is asked to sign in.",
  attributes: {},
  events: {},
  parts: {
    settings: 'The whole page block.',
    'sign-in-prompt': 'What a visitor sees instead.',
    username: 'The stored username.',
    'login-id': "The 'Use Login ID to Sign In' switch.",
  },
} satisfies WidgetDocs<object>;
