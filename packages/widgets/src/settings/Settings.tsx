import {
  $isLoggedIn,
  $settings,
  LANGUAGE_OPTIONS,
  loadSettings,
  notify,
  openAuthModal,
  restoreSettings,
  saveSettings,
  settingsState,
  TIMEZONE_OPTIONS,
} from '@rdc/core';
import type { Settings as SettingsValues } from '@rdc/core/schemas';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { SearchSelect } from '../ui/SearchSelect';

const DEFAULTS: SettingsValues = { user_name: '', isLoginID: false, language: 'en', timezone: '+00:00' };

/**
 * The settings page (marketplace-content.md §2.9): "Sections 'Identification' and 'Settings'.
 * Identification: editable Username field with Edit, Cancel and Done. Settings: toggle 'Use Login ID
 * to Sign In', a Language selector (English only) and a Timezone selector with 25 options from +00:00
 * to +24:00 UTC." A visitor is asked to sign in; the page shows the settings once they have.
 */
export function Settings() {
  const loggedIn = useStore($isLoggedIn);
  if (!loggedIn) {
    return (
      <section className="settings" part="settings" aria-labelledby="settings-guest">
        <h1 id="settings-guest" className="settings__title">
          Settings
        </h1>
        <div className="rdc-status" part="sign-in-prompt">
          <p>Sign in to see and change your settings.</p>
          <button type="button" className="rdc-button" onClick={() => openAuthModal('login')}>
            Sing In
          </button>
        </div>
      </section>
    );
  }
  return <SignedInSettings />;
}

function SignedInSettings() {
  const stored = useStore($settings);
  const pending = useStore(settingsState.$pending);
  const error = useStore(settingsState.$error);
  const settings = stored ?? DEFAULTS;

  useEffect(() => {
    // "persisted locally": shown at once, then refreshed from the server.
    restoreSettings();
    void loadSettings();
  }, []);

  const save = async (next: SettingsValues, what: string) => {
    const saved = await saveSettings({
      user_name: next.user_name,
      isLoginID: next.isLoginID,
      language: 'en',
      timezone: next.timezone,
    });
    notify(saved ? `${what} saved.` : `${what} could not be saved. Try one more time.`, {
      kind: saved ? 'success' : 'error',
    });
    return saved;
  };

  return (
    <div className="settings" part="settings" aria-busy={pending && !stored}>
      <h1 className="settings__title">Settings</h1>
      <section className="settings__section" aria-labelledby="settings-identification">
        <h2 id="settings-identification">Identification</h2>
        <UsernameRow
          value={settings.user_name}
          onSave={(user_name) => save({ ...settings, user_name }, 'Username')}
        />
      </section>
      <section className="settings__section" aria-labelledby="settings-settings">
        <h2 id="settings-settings">Settings</h2>
        <div className="settings__row">
          <span id="settings-login-id" className="settings__label">
            Use Login ID to Sign In
          </span>
          <button
            type="button"
            role="switch"
            className="settings__switch"
            part="login-id"
            aria-labelledby="settings-login-id"
            aria-checked={settings.isLoginID}
            onClick={() => void save({ ...settings, isLoginID: !settings.isLoginID }, 'Sign-in setting')}
          >
            <span className="settings__knob" aria-hidden="true" />
          </button>
        </div>
        <SearchSelect
          label="Language"
          options={LANGUAGE_OPTIONS}
          value={settings.language}
          onChange={() => undefined}
          className="settings__select"
        />
        <SearchSelect
          label="Timezone"
          options={TIMEZONE_OPTIONS}
          value={settings.timezone}
          loading={!stored && pending}
          onChange={(timezone) => void save({ ...settings, timezone }, 'Timezone')}
          className="settings__select"
        />
      </section>
      {error && (
        <p className="settings__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** "Settings username toggles between display and edit; Done saves the settings; Cancel restores the stored value." */
function UsernameRow({ value, onSave }: { value: string; onSave: (value: string) => Promise<boolean> }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (editing) input.current?.focus();
    else if (returnFocus.current) editButton.current?.focus();
  }, [editing]);

  const leave = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onSave(draft.trim())) leave();
  };

  if (!editing) {
    return (
      <div className="settings__row">
        <span className="settings__label">Username</span>
        <span className="settings__value" part="username">
          {value || '—'}
        </span>
        <button
          ref={editButton}
          type="button"
          className="rdc-button rdc-button--ghost"
          onClick={() => {
            setDraft(value);
            setEditing(true);
          }}
        >
          Edit
        </button>
      </div>
    );
  }
  return (
    <form className="settings__row" onSubmit={(event) => void onSubmit(event)}>
      <label className="settings__label" htmlFor="settings-username">
        Username
      </label>
      <input
        ref={input}
        id="settings-username"
        className="field__control settings__input"
        value={draft}
        autoComplete="nickname"
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') leave();
        }}
      />
      <button type="button" className="rdc-button rdc-button--ghost" onClick={leave}>
        Cancel
      </button>
      <button type="submit" className="rdc-button">
        Done
      </button>
    </form>
  );
}
