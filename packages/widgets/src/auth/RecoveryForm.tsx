import { $recoverySent, clearRecovery, recoveryState, sendRecovery, validateRecovery } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { FormEvent } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { Field } from '../ui/Field';
import { useForm } from '../ui/useForm';
import { FormFailure, useAccountFlow } from './useAccountFlow';
import { AuthSwitch } from './AuthSwitch';

/** Account Restore (forgot password): an email, Send; after success a message and Clear. */
export function RecoveryForm() {
  const form = useForm({ email: '' }, validateRecovery);
  const sent = useStore($recoverySent);
  const emailRef = useRef<HTMLInputElement>(null);
  const { pending, failure } = useAccountFlow(recoveryState, emailRef);
  const locale = useLocale();

  // Opening the view starts over: no success message from an earlier send.
  useEffect(() => clearRecovery(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.touchAll().email) return emailRef.current?.focus();
    await sendRecovery(form.values.email, locale);
  };
  const clear = () => {
    clearRecovery();
    form.reset({ email: '' });
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label={m.auth_account_restore(locale)}>
      <FormFailure text={failure} />
      <Field
        label={m.auth_email(locale)}
        type="email"
        autoComplete="email"
        {...form.text('email')}
        inputRef={emailRef}
        readOnly={sent}
      />
      {sent ? (
        <>
          <p className="auth-form__success" role="status">
            {m.auth_recovery_sent(locale)}
          </p>
          <button type="button" className="rdc-button auth-form__submit" onClick={clear}>
            {m.auth_clear(locale)}
          </button>
        </>
      ) : (
        <button type="submit" className="rdc-button auth-form__submit" part="submit" disabled={pending}>
          {m.auth_send(locale)}
        </button>
      )}
      <AuthSwitch to="login">{m.auth_have_account(locale)}</AuthSwitch>
    </form>
  );
}
