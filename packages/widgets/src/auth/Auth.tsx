import { openRestoreFromAddress, verifyFromAddress, verifyState } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useOpenAuthRequests } from '../platform/document-requests';
import { useEmit } from '../platform/events';
import { useSessionEvents } from '../platform/session-events';
import { Modal } from '../ui/Modal';
import { useSurface } from '../ui/useSurface';
import { AuthDialog } from './AuthDialog';

export interface AuthProps {
  /** The terms linked from the register form. Default /terms-of-service. */
  termsHref?: string;
  /** The privacy policy linked from the register form. Default /privacy-policy. */
  privacyHref?: string;
}

/** Priority of the auth surface: this widget outranks the basket's and buy-now's fallback. */
const AUTH_WIDGET_PRIORITY = 2;

// The address is read once per page, however many auth widgets it holds.
const ADDRESS_READ = Symbol.for('rdc.widgets.auth.address-read');
const page = globalThis as { [ADDRESS_READ]?: boolean };

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

/** The auth modal and the page-level duties of whichever widget owns the auth surface. */
export function AuthSurface({ termsHref = '/terms-of-service', privacyHref = '/privacy-policy' }: AuthProps) {
  const emit = useEmit();
  const [verification, setVerification] = useState<'verified' | 'failed' | null>(null);
  const verifyError = useStore(verifyState.$error);

  useSessionEvents();

  useOpenAuthRequests();

  useEffect(() => {
    if (page[ADDRESS_READ]) return;
    page[ADDRESS_READ] = true;
    openRestoreFromAddress();
    void verifyFromAddress().then((verified) => {
      if (verified) setVerification('verified');
      else if (verifyState.$error.get()) setVerification('failed');
    });
  }, []);

  return (
    <>
      <AuthDialog
        termsHref={termsHref}
        privacyHref={privacyHref}
        onRegisterFailed={(message) => emit('rdc-error', { source: 'rdc-auth', message })}
      />
      <Modal open={verification !== null} title="Account verification" onClose={() => setVerification(null)} part="verify-modal">
        <p role={verification === 'failed' ? 'alert' : 'status'}>
          {verification === 'verified' ? 'Your account is verified.' : verifyError}
        </p>
        <div className="modal__actions">
          <button type="button" className="rdc-button" onClick={() => setVerification(null)}>
            OK
          </button>
        </div>
      </Modal>
    </>
  );
}

/** Tests: lets the next widget read the address again. */
export function resetAuthAddressRead(): void {
  page[ADDRESS_READ] = false;
}
