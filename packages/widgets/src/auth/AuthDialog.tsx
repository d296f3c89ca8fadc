import { $authModal, closeAuthModal } from '@rdc/core';
import type { AuthView, Locale } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { lazyView } from '../ui/lazyView';
import { Modal } from '../ui/Modal';

/** The modal's title per view, spelt as the spec spells it. */
const AUTH_TITLES: Record<AuthView, (locale: Locale) => string> = {
  login: m.auth_sign_in,
  register: m.auth_register_now,
  recovery: m.auth_account_restore,
  restore: m.auth_account_restore,
};

// The forms are chunks of their own, fetched when the modal first opens: a page that holds the
// widget but is never signed in on pays for the surface that opens it, not for the forms (the
// register form alone was half the modal's code).
const Login = lazyView(() => import('./LoginForm').then((module) => module.LoginForm));
const Register = lazyView(() => import('./RegisterForm').then((module) => module.RegisterForm));
const Recovery = lazyView(() => import('./RecoveryForm').then((module) => module.RecoveryForm));
const Restore = lazyView(() => import('./RestoreForm').then((module) => module.RestoreForm));

export interface AuthDialogProps {
  termsHref: string;
  privacyHref: string;
  onRegisterFailed: (message: string) => void;
}

/** The auth modal on core's $authModal: login, register, recovery, or the restore form. */
export function AuthDialog({ termsHref, privacyHref, onRegisterFailed }: AuthDialogProps) {
  const view = useStore($authModal);
  const locale = useLocale();
  const open = view !== null;
  // Once the modal is open, the other views load in the background, so a switch is instant.
  useEffect(() => {
    if (open) for (const lazyForm of [Login, Register, Recovery, Restore]) lazyForm.preload();
  }, [open]);
  return (
    <Modal
      open={open}
      title={view ? AUTH_TITLES[view](locale) : ''}
      onClose={closeAuthModal}
      className="auth"
      part="auth-modal"
    >
      {view === 'login' && <Login.View />}
      {view === 'register' && (
        <Register.View termsHref={termsHref} privacyHref={privacyHref} onFailed={onRegisterFailed} />
      )}
      {view === 'recovery' && <Recovery.View />}
      {view === 'restore' && <Restore.View />}
    </Modal>
  );
}
