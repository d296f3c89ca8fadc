import type { WidgetDocs } from '../platform/widget-table';
import type { AuthProps } from './Auth';
import { STYLES as modal } from '../ui/Modal';
import { STYLES as authDialogs } from './AuthDialogs';

/** What custom-elements.json says of <rdc-auth> (read by the manifest; the element's chunk does not carry it). */
export const docs = {
  summary:
    'The sign-in ("Sing In", "Log in Now"), register ("Register Now") and account-restore modal. It renders nothing until opened: by any widget, or by an rdc-open-auth event on the document. A recovery_token in the address opens the restore form for a visitor; a verification code verifies the account.',
  attributes: {
    termsHref: 'The terms linked from the register form. Default /terms-of-service.',
    privacyHref: 'The privacy policy linked from the register form. Default /privacy-policy.',
  },
  events: {
    'rdc-login': 'A session started (sign-in, registration or password restore).',
    'rdc-logout':
      "The session ended; reason 'user' (Log Out) or 'expired' (a failed refresh, session not found, an invalid signature).",
    'rdc-error': 'The server refused a registration; detail.message is its Message.',
  },
  parts: {
    'auth-modal': 'The auth dialog box.',
    'verify-modal': 'The account verification notice.',
    backdrop: 'The backdrop behind a dialog.',
    close: 'A dialog\u2019s close button.',
    submit: 'The form\u2019s submit button.',
  },
  partStyles: [authDialogs, modal],
} satisfies WidgetDocs<AuthProps>;
