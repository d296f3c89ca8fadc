import {
  $isLoggedIn,
  $settings,
  languageOptions,
  loadSettings,
  notify,
  openAuthModal,
  restoreSettings,
  saveSettings,
  settingsState,
  showPageInLanguage,
  timezoneOptions,
} from '@rdc/core';
import type { Settings as SettingsValues } from '@rdc/core/schemas';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
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
  const locale = useLocale();
  if (!loggedIn) {
    return (
      <section className="settings" part="settings" aria-labelledby="settings-guest">
        <h1 id="settings-guest" className="settings__title">
          {m.settings_title(locale)}
        </h1>
        <div className="rdc-status" part="sign-in-prompt">
          <p>{m.settings_sign_in_prompt(locale)}</p>
          <button type="button" className="rdc-button" onClick={() => openAuthModal('login')}>
            {m.settings_sign_in(locale)}
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
  const locale = useLocale();

  useEffect(() => {
    // "persisted locally": shown at once, then refreshed from the server.
    restoreSettings();
    void loadSettings();
  }, []);

  // Each setting has its own confirmation, whole sentences for the translator.
  const save = async (next: SettingsValues, saved: string, failed: string) => {
    const ok = await saveSettings({
      user_name: next.user_name,
      isLoginID: next.isLoginID,
      language: next.language,
      timezone: next.timezone,
    });
    notify(ok ? saved : failed, { kind: ok ? 'success' : 'error' });
    return ok;
  };

  return (
    <div className="settings" part="settings" aria-busy={pending && !stored}>
      <h1 className="settings__title">{m.settings_title(locale)}</h1>
      <section className="settings__section" aria-labelledby="settings-identification">
        <h2 id="settings-identification">{m.settings_identification(locale)}</h2>
        <UsernameRow
          value={settings.user_name}
          onSave={(user_name) =>
            save(
              { ...settings, user_name },
              m.settings_username_saved(locale),
              m.settings_username_failed(locale),
            )
          }
        />
      </section>
      <section className="settings__section" aria-labelledby="settings-settings">
        <h2 id="settings-settings">{m.settings_title(locale)}</h2>
        <div className="settings__row">
          <span id="settings-login-id" className="settings__label">
            {m.settings_login_id(locale)}
          </span>
          <button
            type="button"
            role="switch"
            className="settings__switch"
            part="login-id"
            aria-labelledby="settings-login-id"
            aria-checked={settings.isLoginID}
            onClick={() =>
              void save(
                { ...settings, isLoginID: !settings.isLoginID },
                m.settings_login_id_saved(locale),
                m.settings_login_id_failed(locale),
              )
            }
          >
            <span className="settings__knob" aria-hidden="true" />
          </button>
        </div>
        <SearchSelect
          label={m.settings_language(locale)}
          options={languageOptions()}
          value={settings.language}
          onChange={(language) =>
            void save(
              { ...settings, language },
              m.settings_language_saved(locale),
              m.settings_language_failed(locale),
            ).then((ok) => {
              if (ok) showPageInLanguage(language);
            })
          }
          className="settings__select"
        />
        <SearchSelect
          label={m.settings_timezone(locale)}
          options={timezoneOptions(locale)}
          value={settings.timezone}
          loading={!stored && pending}
          onChange={(timezone) =>
            void save(
              { ...settings, timezone },
              m.settings_timezone_saved(locale),
              m.settings_timezone_failed(locale),
            )
          }
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
  const locale = useLocale();

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
        <span className="settings__label">{m.settings_username(locale)}</span>
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
          {m.settings_edit(locale)}
        </button>
      </div>
    );
  }
  return (
    <form className="settings__row" onSubmit={(event) => void onSubmit(event)}>
      <label className="settings__label" htmlFor="settings-username">
        {m.settings_username(locale)}
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
        {m.settings_cancel(locale)}
      </button>
      <button type="submit" className="rdc-button">
        {m.settings_done(locale)}
      </button>
    </form>
  );
}
