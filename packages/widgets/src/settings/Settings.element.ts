import type { WidgetModule } from '../platform/widget-table';
import { Settings } from './Settings';
import fieldCss from '../ui/Field.css?inline';
import css from './Settings.css?inline';

export const widget = {
  component: Settings,
  styles: [fieldCss, css],
  docs: {
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
  },
} satisfies WidgetModule<object>;
