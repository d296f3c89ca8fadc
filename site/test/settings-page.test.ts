import { loadLocale, STORED_SESSION_MARK_SCRIPT } from '@rdc/core';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderResponse, shownText } from './render';
import SettingsPage from '../src/pages/settings.astro';

/** The page as served, and the visitor's screen the server drew in the settings widget's shadow root. */
async function served(locals: object = {}) {
  const { status, html } = await renderResponse(SettingsPage, {}, locals);
  const doc = new JSDOM(html).window.document;
  const screen = doc.querySelector(
    'main astro-island[component-export="Settings"] [data-rdc-widget="rdc-settings"][inert] > template[shadowrootmode="open"]',
  ) as HTMLTemplateElement | null;
  return { status, doc, screen: screen?.content };
}

describe('/settings (marketplace-content.md §2.9): a visitor "is asked to sign in"', () => {
  beforeAll(() => loadLocale('de'));

  it("comes with a visitor's screen drawn by the server for the island to take over: the title, the prompt and Sing In", async () => {
    const { status, screen } = await served();
    expect(status).toBe(200);
    expect(shownText(screen?.querySelector('h1'))).toBe('Settings');
    expect(shownText(screen?.querySelector('[part="sign-in-prompt"] p'))).toBe(
      'Sign in to see and change your settings.',
    );
    expect(shownText(screen?.querySelector('[part="sign-in-prompt"] button'))).toBe('Sing In');
  });

  it("also comes with a player's loading line, and, in its <head>, core's stored-session mark that picks which of the two shows", async () => {
    const { doc } = await served();
    expect(shownText(doc.querySelector('main .settings-loading h1'))).toBe('Settings');
    expect(shownText(doc.querySelector('main .settings-loading [role="status"]'))).toBe(
      'Loading your settings…',
    );
    const inline = [...doc.head.querySelectorAll('script:not([src]):not([type])')].map(
      (script) => script.textContent,
    );
    expect(inline).toContain(STORED_SESSION_MARK_SCRIPT);
  });

  it("is drawn in the address's language: /de/settings in German", async () => {
    const { doc, screen } = await served({ locale: 'de' });
    expect(doc.documentElement.lang).toBe('de');
    expect(shownText(screen?.querySelector('h1'))).toBe('Einstellungen');
    expect(shownText(screen?.querySelector('[part="sign-in-prompt"] button'))).toBe('Anmelden');
  });
});
