import { openRestoreFromAddress, verifyFromAddress, verifyState } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import * as m from '../generated/messages';
import { useEmit } from '../platform/events';
import { useLocale } from '../platform/use-locale';
import { usePartStyles } from '../platform/use-part-styles';
import controlsCss from '../ui/Controls.css?inline';
import fieldCss from '../ui/Field.css?inline';
import { Modal } from '../ui/Modal';
import css from './Auth.css?inline';
import { AuthDialog } from './AuthDialog';
import type { AuthProps } from './Auth';

/** The forms' styles come with the dialogs. */
export const STYLES = [fieldCss, controlsCss, css];

// The address is read once per page, however many auth widgets it holds.
const ADDRESS_READ = Symbol.for('rdc.widgets.auth.address-read');
const page = globalThis as { [ADDRESS_READ]?: boolean };

/**
 * The auth surface's dialogs, a chunk of their own: the sign-in / register / restore modal, and
 * the account-verification result. Fetched when the modal first opens or when the address
 * carries a code; on a page with a `recovery_token` it opens the restore form for a visitor, and
 * a verification code in the address verifies the account.
 */
export function AuthDialogs({ termsHref = '/terms-of-service', privacyHref = '/privacy-policy' }: AuthProps) {
  usePartStyles(STYLES);
  const emit = useEmit();
  const locale = useLocale();
  const [verification, setVerification] = useState<'verified' | 'failed' | null>(null);
  const verifyError = useStore(verifyState.$error);

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
      <Modal
        open={verification !== null}
        title={m.auth_verification(locale)}
        onClose={() => setVerification(null)}
        part="verify-modal"
      >
        <p role={verification === 'failed' ? 'alert' : 'status'}>
          {verification === 'verified' ? m.auth_verified(locale) : verifyError}
        </p>
        <div className="modal__actions">
          <button type="button" className="rdc-button" onClick={() => setVerification(null)}>
            {m.auth_ok(locale)}
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
