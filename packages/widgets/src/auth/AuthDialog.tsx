import { $authModal, closeAuthModal } from '@rdc/core';
import type { AuthView } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { Modal } from '../ui/Modal';
import { LoginForm } from './LoginForm';
import { RecoveryForm } from './RecoveryForm';
import { RegisterForm } from './RegisterForm';
import { RestoreForm } from './RestoreForm';

/** The modal's title per view, spelt as the spec spells it. */
const AUTH_TITLES: Record<AuthView, string> = {
  login: 'Sing In',
  register: 'Register Now',
  recovery: 'Account Restore',
  restore: 'Account Restore',
};

export interface AuthDialogProps {
  termsHref: string;
  privacyHref: string;
  onRegisterFailed: (message: string) => void;
}

/** The auth modal on core's $authModal: login, register, recovery, or the restore form. */
export function AuthDialog({ termsHref, privacyHref, onRegisterFailed }: AuthDialogProps) {
  const view = useStore($authModal);
  return (
    <Modal open={view !== null} title={view ? AUTH_TITLES[view] : ''} onClose={closeAuthModal} className="auth" part="auth-modal">
      {view === 'login' && <LoginForm />}
      {view === 'register' && (
        <RegisterForm termsHref={termsHref} privacyHref={privacyHref} onFailed={onRegisterFailed} />
      )}
      {view === 'recovery' && <RecoveryForm />}
      {view === 'restore' && <RestoreForm />}
    </Modal>
  );
}
