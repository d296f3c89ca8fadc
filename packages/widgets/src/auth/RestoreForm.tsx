import { restorePassword, restoreState, validateRestore } from '@rdc/core';
import { useRef } from 'react';
import type { FormEvent } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { PasswordField } from '../ui/PasswordField';
import { useForm } from '../ui/useForm';
import { FormFailure, useAccountFlow } from './useAccountFlow';

/** The account-restore form a recovery token opens: the new password twice. */
export function RestoreForm() {
  const form = useForm({ password: '', repeat: '' }, validateRestore);
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);
  const { pending, failure } = useAccountFlow(restoreState, passwordRef);
  const locale = useLocale();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = form.touchAll();
    if (errors.password) return passwordRef.current?.focus();
    if (errors.repeat) return repeatRef.current?.focus();
    await restorePassword(form.values, locale);
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label={m.auth_account_restore(locale)}>
      <FormFailure text={failure} />
      <PasswordField
        label={m.auth_new_password(locale)}
        toggleNames={{ show: m.auth_show_new_password(locale), hide: m.auth_hide_new_password(locale) }}
        autoComplete="new-password"
        {...form.text('password')}
        name="new_password"
        inputRef={passwordRef}
      />
      <PasswordField
        label={m.auth_repeat_password(locale)}
        toggleNames={{ show: m.auth_show_repeat_password(locale), hide: m.auth_hide_repeat_password(locale) }}
        autoComplete="new-password"
        {...form.text('repeat')}
        inputRef={repeatRef}
      />
      <button type="submit" className="rdc-button auth-form__submit" part="submit" disabled={pending}>
        {m.auth_save_password(locale)}
      </button>
    </form>
  );
}
