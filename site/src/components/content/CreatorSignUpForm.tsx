// The 'Signup to the program' form (marketplace-content.md §2.8, §3 "Register payload (creator
// sign-up)", marketplace-content.md §5): Account Name, email, password with show/hide, portfolio link and the
// birth date by three dropdowns defaulting to today. Every rule, message and the call are core's
// (signUpCreator); this only renders them.
import {
  birthdayDays,
  birthdayMonths,
  birthdayYears,
  creatorSignUpState,
  initialCreatorSignUpValues,
  signUpCreator,
  type CreatorSignUpErrors,
  type CreatorSignUpValues,
} from '@rdc/core';
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';

/** A core store's value, kept current (nanostores' subscribe answers at once, then on each change). */
function useCoreStore<T>(store: {
  get: () => T;
  subscribe: (listener: (value: T) => void) => () => void;
}): T {
  return useSyncExternalStore((changed) => store.subscribe(() => changed()), store.get, store.get);
}

/** Ours: the spec shows no text after a successful sign-up. */
const SIGNED_UP =
  'Thank you for signing up to the creators program! You are signed in; we will write to your email.';

type TextField = 'alias' | 'email' | 'password' | 'portfolio';

export default function CreatorSignUpForm() {
  const [values, setValues] = useState<CreatorSignUpValues>(() => initialCreatorSignUpValues());
  const [errors, setErrors] = useState<CreatorSignUpErrors>({});
  const [showPassword, setShowPassword] = useState(false);
  const [done, setDone] = useState(false);
  const pending = useCoreStore(creatorSignUpState.$pending);
  const failure = useCoreStore(creatorSignUpState.$error);
  const id = useId();

  const set = <K extends keyof CreatorSignUpValues>(key: K, value: CreatorSignUpValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const result = await signUpCreator(values);
    if (result.ok) {
      setErrors({});
      setDone(true);
    } else setErrors(result.errors ?? {});
  };

  if (done) {
    return (
      <p className="signup__done" role="status">
        {SIGNED_UP}
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
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? 'Hide' : 'Show'}
              <span className="visually-hidden"> password</span>
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
    <form className="signup" noValidate onSubmit={(event) => void submit(event)} aria-busy={pending}>
      {field('alias', 'Account Name', 'text', 'username')}
      {field('email', 'Email', 'email', 'email')}
      {field('password', 'Password', 'password', 'new-password')}
      {field('portfolio', 'Link to your work, portfolio or channel', 'url', 'url')}
      <fieldset className="signup__date" aria-describedby={dateError ? `${id}-bdate-error` : undefined}>
        <legend>Birth date</legend>
        <label>
          <span>Month</span>
          <select value={values.month} onChange={(event) => set('month', Number(event.target.value))}>
            {birthdayMonths().map((month) => (
              <option key={month.value} value={month.value}>
                {month.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Day</span>
          <select value={values.day} onChange={(event) => set('day', Number(event.target.value))}>
            {birthdayDays().map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Year</span>
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
        <button type="submit" className="signup__submit" disabled={pending}>
          {pending ? 'Sending…' : 'Join the program'}
        </button>
        <p className="signup__failure" role="status">
          {failure ?? ''}
        </p>
      </div>
    </form>
  );
}
