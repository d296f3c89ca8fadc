import {
  birthdayDays,
  birthdayMonths,
  birthdayYears,
  initialRegisterValues,
  register,
  registerState,
  validateRegister,
  sitePath,
} from '@rdc/core';
import type { RegisterFormValues } from '@rdc/core';
import { useId, useMemo, useRef } from 'react';
import type { FocusEvent, FormEvent } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { Checkbox } from '../ui/Checkbox';
import { Field } from '../ui/Field';
import { PasswordField } from '../ui/PasswordField';
import { Select } from '../ui/Select';
import { useForm } from '../ui/useForm';
import { FormFailure, useAccountFlow } from './useAccountFlow';
import { AuthSwitch } from './AuthSwitch';

const DAYS = birthdayDays().map((day) => ({ value: String(day), label: String(day) }));
// Newest first: most players pick a recent year.
const YEARS = birthdayYears()
  .reverse()
  .map((year) => ({ value: String(year), label: String(year) }));

const FIELD_ORDER = ['alias', 'email', 'password', 'bdate', 'agreement'] as const;

export interface RegisterFormProps {
  termsHref: string;
  privacyHref: string;
  /** The server's Message of a refused registration. */
  onFailed: (message: string) => void;
}

/**
 * The register view: alias, email, password, referral (prefilled from a referral code), birthday,
 * the agreement and the creators program's portfolio link. Validated on blur; the alias has the
 * focus first.
 */
export function RegisterForm({ termsHref, privacyHref, onFailed }: RegisterFormProps) {
  const form = useForm<RegisterFormValues, string>(initialRegisterValues, validateRegister);
  const birthdayErrorId = useId();
  const aliasRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const dayRef = useRef<HTMLSelectElement>(null);
  const agreementRef = useRef<HTMLInputElement>(null);
  const { pending, failure } = useAccountFlow(registerState, aliasRef);
  const locale = useLocale();
  const months = useMemo(
    () => birthdayMonths(locale).map((month) => ({ value: String(month.value), label: month.label })),
    [locale],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = form.touchAll();
    const firstInvalid = FIELD_ORDER.find((field) => errors[field]);
    if (firstInvalid) {
      const refs = {
        alias: aliasRef,
        email: emailRef,
        password: passwordRef,
        bdate: dayRef,
        agreement: agreementRef,
      };
      refs[firstInvalid].current?.focus();
      return;
    }
    try {
      await register(form.values, locale);
    } catch (error) {
      onFailed(error instanceof Error ? error.message : String(error));
    }
  };
  // The birthday is judged when the focus leaves its three dropdowns.
  const leaveBirthday = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) form.blur('bdate', event);
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label={m.auth_register_now(locale)}>
      <FormFailure text={failure} />
      <Field
        label={m.auth_account_name(locale)}
        autoComplete="username"
        inputRef={aliasRef}
        {...form.text('alias')}
      />
      <Field
        label={m.auth_email(locale)}
        type="email"
        autoComplete="email"
        inputRef={emailRef}
        {...form.text('email')}
      />
      <PasswordField
        label={m.auth_password(locale)}
        autoComplete="new-password"
        {...form.text('password')}
        inputRef={passwordRef}
      />
      <Field label={m.auth_referral(locale)} {...form.text('referral')} />
      <fieldset
        className="field birthday"
        onBlur={leaveBirthday}
        aria-describedby={form.errors.bdate ? birthdayErrorId : undefined}
      >
        <legend className="field__label">{m.auth_birthday(locale)}</legend>
        <div className="field__row">
          <Select
            label={m.auth_day(locale)}
            hideLabel
            placeholder={m.auth_day(locale)}
            options={DAYS}
            value={form.values.day == null ? '' : String(form.values.day)}
            onChange={(value) => form.set('day', value || null)}
            selectRef={dayRef}
          />
          <Select
            className="birthday__month"
            label={m.auth_month(locale)}
            hideLabel
            placeholder={m.auth_month_placeholder(locale)}
            options={months}
            value={form.values.month == null ? '' : String(form.values.month)}
            onChange={(value) => form.set('month', value || null)}
          />
          <Select
            label={m.auth_year(locale)}
            hideLabel
            placeholder={m.auth_year(locale)}
            options={YEARS}
            value={form.values.year == null ? '' : String(form.values.year)}
            onChange={(value) => form.set('year', value || null)}
          />
        </div>
        {form.errors.bdate && (
          <p className="field__error" id={birthdayErrorId} role="alert">
            {form.errors.bdate}
          </p>
        )}
      </fieldset>
      <Field label={m.auth_portfolio(locale)} type="url" autoComplete="url" {...form.text('portfolio')} />
      <Checkbox
        name="agreement"
        // One sentence for the translator: the links take the places of its inputs, in its order.
        label={m
          .auth_agreement(locale, { terms: '{terms}', privacy: '{privacy}' })
          .split(/(\{terms\}|\{privacy\})/)
          .map((part, index) =>
            part === '{terms}' ? (
              <a key={index} href={sitePath(termsHref)}>
                {m.auth_terms(locale)}
              </a>
            ) : part === '{privacy}' ? (
              <a key={index} href={sitePath(privacyHref)}>
                {m.auth_privacy(locale)}
              </a>
            ) : (
              part
            ),
          )}
        checked={form.values.agreement}
        onChange={(checked) => form.set('agreement', checked)}
        onBlur={(event) => form.blur('agreement', event)}
        error={form.errors.agreement}
        inputRef={agreementRef}
      />
      <button type="submit" className="rdc-button auth-form__submit" part="submit" disabled={pending}>
        {m.auth_register(locale)}
      </button>
      <AuthSwitch to="login">{m.auth_have_account(locale)}</AuthSwitch>
    </form>
  );
}
