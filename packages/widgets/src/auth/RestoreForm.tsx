import { restorePassword, restoreState, validateRestore } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { FormEvent } from 'react';
import { PasswordField } from '../ui/PasswordField';
import { useForm } from '../ui/useForm';

/** The account-restore form a recovery token opens: the new password twice. */
export function RestoreForm() {
  const form = useForm({ password: '', repeat: '' }, validateRestore);
  const pending = useStore(restoreState.$pending);
  const failure = useStore(restoreState.$error);
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    restoreState.$error.set(null);
    passwordRef.current?.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = form.touchAll();
    if (errors.password) return passwordRef.current?.focus();
    if (errors.repeat) return repeatRef.current?.focus();
    await restorePassword(form.values);
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Account Restore">
      {failure && (
        <p className="form__error" role="alert">
          {failure}
        </p>
      )}
      <PasswordField
        label="New password"
        name="new_password"
        autoComplete="new-password"
        value={form.values.password}
        onChange={(value) => form.set('password', value)}
        onBlur={(event) => form.blur('password', event)}
        error={form.errors.password}
        inputRef={passwordRef}
      />
      <PasswordField
        label="Repeat password"
        name="repeat"
        autoComplete="new-password"
        value={form.values.repeat}
        onChange={(value) => form.set('repeat', value)}
        onBlur={(event) => form.blur('repeat', event)}
        error={form.errors.repeat}
        inputRef={repeatRef}
      />
      <button type="submit" className="rdc-button auth-form__submit" part="submit" disabled={pending}>
        Save password
      </button>
    </form>
  );
}
