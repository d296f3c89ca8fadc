import { login, loginState, switchAuthView, validateLogin } from '@rdc/core';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = form.touchAll();
    if (errors.alias) return aliasRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    await login({ ...form.values, rememberMe });
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Sing In">
      <FormFailure text={failure} />
      <Field
        label="Account name or email"
        autoComplete="username"
        {...form.text('alias')}
        inputRef={aliasRef}
      />
      <PasswordField label="Password" {...form.text('password')} inputRef={passwordRef} />
      <div className="auth-form__row">
        <Checkbox label="Remember me" name="rememberMe" checked={rememberMe} onChange={setRememberMe} />
        <button type="button" className="link-button" onClick={() => switchAuthView('recovery')}>
          Forgot your password?
        </button>
      </div>
      <button type="submit" className="rdc-button auth-form__submit" part="submit" disabled={pending}>
        Log in Now
      </button>
      <AuthSwitch to="register" lead="Don`t have an Account?">
        Register Now
      </AuthSwitch>
    </form>
  );
}
