// The 'Signup to the program' form (marketplace-content.md §2.8, §3 "Register payload (creator
// sign-up)", marketplace-content.md §5): Account Name, email, password with show/hide, portfolio link and the
// birth date by three dropdowns defaulting to today. Every rule, message and the call are core's
// (signUpCreator); this only renders them. A signed-in player is told who is signed in and that
// joining creates a new account and switches to it, so the account never changes without a word.
import { useStore } from '@nanostores/react';
import {
  $isLoggedIn,
  $profile,
  birthdayDays,
  birthdayMonths,
  birthdayYears,
  creatorSignUpState,
  initialCreatorSignUpValues,
  signUpCreator,
  type CreatorSignUpErrors,
  type CreatorSignUpValues,
} from '@rdc/core';
import { useId, useState, type FormEvent } from 'react';
import * as m from '../../generated/messages';
import type { Locale } from '@rdc/core';

type TextField = 'alias' | 'email' | 'password' | 'portfolio';

/** `locale`: the page's language, the same on the server and in the browser. */
export default function CreatorSignUpForm({ locale }: { locale: Locale }) {
  const [values, setValues] = useState<CreatorSignUpValues>(() => initialCreatorSignUpValues());
  const [errors, setErrors] = useState<CreatorSignUpErrors>({});
  const [showPassword, setShowPassword] = useState(false);
  const [signedUpAs, setSignedUpAs] = useState<string | null>(null);
  const pending = useStore(creatorSignUpState.$pending);
  const failure = useStore(creatorSignUpState.$error);
  const profile = useStore($profile);
  const signedInAs = useStore($isLoggedIn) ? profile.alias : null;
  const id = useId();

  const set = <K extends keyof CreatorSignUpValues>(key: K, value: CreatorSignUpValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const result = await signUpCreator(values, locale);
    if (result.ok) {
      setErrors({});
      setSignedUpAs(values.alias.trim());
    } else setErrors(result.errors ?? {});
  };

  if (signedUpAs !== null) {
    return (
      <p className="signup__done" role="status">
        {/* Ours: the spec shows no text after a successful sign-up. */}
        {m.creators_signed_up(locale, { alias: signedUpAs })}
      </p>
    );
  }

  const field = (name: TextField, label: string, type: string, autoComplete: string) => {
    const fieldId = `${id}-${name}`;
    const error = errors[name];
    return (
      <div className="signup__field">
        <label htmlFor={fieldId}>{label}</label>
        <div className="signup__control">
          <input
            id={fieldId}
            name={name}
            type={name === 'password' && showPassword ? 'text' : type}
            autoComplete={autoComplete}
            value={values[name]}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            onChange={(event) => set(name, event.target.value)}
          />
          {name === 'password' && (
            <button
              type="button"
              className="signup__toggle"
              aria-pressed={showPassword}
              aria-label={
                showPassword ? m.creators_password_hide_label(locale) : m.creators_password_show_label(locale)
              }
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? m.creators_password_hide(locale) : m.creators_password_show(locale)}
            </button>
          )}
        </div>
        {error && (
          <p className="signup__error" id={`${fieldId}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };

  const dateError = errors.bdate;
  return (
    <form
      className="signup"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={pending}
      aria-describedby={signedInAs !== null ? `${id}-switch` : undefined}
    >
      {signedInAs !== null && (
        <p className="signup__notice" id={`${id}-switch`}>
          {/* Ours: the sign-up registers a new account (the spec's register payload) and signs it in;
              a player already signed in is told so before choosing it. */}
          {m.creators_switch_notice(locale, { alias: signedInAs })}
        </p>
      )}
      {field('alias', m.creators_alias(locale), 'text', 'username')}
      {field('email', m.creators_email(locale), 'email', 'email')}
      {field('password', m.creators_password(locale), 'password', 'new-password')}
      {field('portfolio', m.creators_portfolio(locale), 'url', 'url')}
      <fieldset className="signup__date" aria-describedby={dateError ? `${id}-bdate-error` : undefined}>
        <legend>{m.creators_birth_date(locale)}</legend>
        <label>
          <span>{m.creators_month(locale)}</span>
          <select value={values.month} onChange={(event) => set('month', Number(event.target.value))}>
            {birthdayMonths(locale).map((month) => (
              <option key={month.value} value={month.value}>
                {month.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{m.creators_day(locale)}</span>
          <select value={values.day} onChange={(event) => set('day', Number(event.target.value))}>
            {birthdayDays().map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{m.creators_year(locale)}</span>
          <select value={values.year} onChange={(event) => set('year', Number(event.target.value))}>
            {birthdayYears()
              .slice()
              .reverse()
              .map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
          </select>
        </label>
        {dateError && (
          <p className="signup__error" id={`${id}-bdate-error`}>
            {dateError}
          </p>
        )}
      </fieldset>
      <div className="signup__actions">
        <button type="submit" className="rdc-button" disabled={pending}>
          {pending
            ? m.creators_sending(locale)
            : signedInAs !== null
              ? m.creators_switch_submit(locale)
              : m.creators_join(locale)}
        </button>
        <p className="signup__failure" role="status">
          {failure ?? ''}
        </p>
      </div>
    </form>
  );
}
