import { $authModal, hasAccountCodeInAddress } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useOpenAuthRequests } from '../platform/document-requests';
import { useSessionEvents } from '../platform/session-events';
import { lazyView } from '../ui/lazyView';
import { useSurface } from '../ui/useSurface';

export interface AuthProps {
  /** The terms linked from the register form. Default /terms-of-service. */
  termsHref?: string;
  /** The privacy policy linked from the register form. Default /privacy-policy. */
  privacyHref?: string;
}

/** Priority of the auth surface: this widget outranks the basket's and buy-now's fallback. */
const AUTH_WIDGET_PRIORITY = 2;

// The dialogs (the modal, the verification result, the address duties) are fetched when first
// needed: most pages that hold the surface are never signed in on. Nothing shows meanwhile, as
// nothing shows while the modal is closed.
const Dialogs = lazyView(() => import('./AuthDialogs').then((module) => module.AuthDialogs), {
  placeholder: () => null,
});

/**
 * `<rdc-auth>`: the sign-in, register and account-restore modal. Opened by core's openAuthModal
 * (any widget) or an `rdc-open-auth` event on the document (the host page). On a page with a
 * `recovery_token` it opens the restore form for a visitor; a verification code in the address
 * verifies the account. Emits rdc-login and rdc-logout as the session starts and ends.
 */
export function Auth({ termsHref = '/terms-of-service', privacyHref = '/privacy-policy' }: AuthProps) {
  const owns = useSurface('auth', AUTH_WIDGET_PRIORITY);
  return owns ? <AuthSurface termsHref={termsHref} privacyHref={privacyHref} /> : null;
}

/**
 * The page-level duties of whichever widget owns the auth surface (the session's events, the host
 * page's open requests), and its dialogs once the modal opens or the address carries a code.
 */
export function AuthSurface(props: AuthProps) {
  useSessionEvents();
  useOpenAuthRequests();
  const open = useStore($authModal) !== null;
  // Once fetched and shown, the dialogs stay: closing the modal keeps its state, as before.
  const [needed, setNeeded] = useState(hasAccountCodeInAddress);
  if (open && !needed) setNeeded(true);
  return needed ? <Dialogs.View {...props} /> : null;
}
