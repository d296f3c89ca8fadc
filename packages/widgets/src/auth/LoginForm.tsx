import { login, loginState, switchAuthView, validateLogin } from '@rdc/core';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { Checkbox } from '../ui/Checkbox';
import { Field } from '../ui/Field';
import { PasswordField } from '../ui/PasswordField';
import { useForm } from '../ui/useForm';
import { FormFailure, useAccountFlow } from './useAccountFlow';
import { AuthSwitch } from './AuthSwitch';

/** The sign-in view: account name or email, password, Remember me, and the links to the other views. */
export function LoginForm() {
  const form = useForm({ alias: '', password: '' }, validateLogin);
  const [rememberMe, setRememberMe] = useState(false);
  const aliasRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const { pending, failure } = useAccountFlow(loginState, aliasRef);
  const locale = useLocale();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = form.touchAll();
    if (errors.alias) return aliasRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    await login({ ...form.values, rememberMe }, locale);
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label={m.auth_sign_in(locale)}>
      <FormFailure text={failure} />
      <Field
        label={m.auth_alias_or_email(locale)}
        autoComplete="username"
        {...form.text('alias')}
        inputRef={aliasRef}
      />
      <PasswordField label={m.auth_password(locale)} {...form.text('password')} inputRef={passwordRef} />
      <div className="auth-form__row">
        <Checkbox
          label={m.auth_remember_me(locale)}
          name="rememberMe"
          checked={rememberMe}
          onChange={setRememberMe}
        />
        <button type="button" className="link-button" onClick={() => switchAuthView('recovery')}>
          {m.auth_forgot_password(locale)}
        </button>
      </div>
      <button type="submit" className="rdc-button auth-form__submit" part="submit" disabled={pending}>
        {m.auth_log_in_now(locale)}
      </button>
      <AuthSwitch to="register" lead={m.auth_no_account(locale)}>
        {m.auth_register_now(locale)}
      </AuthSwitch>
    </form>
  );
}
