import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from '../locale/catalogues';
import { defaultFooterLinks, defaultHeaderLinks } from './site-links';

beforeAll(() => loadLocale('de'));

describe('the built-in site links in German', () => {
  it('names the header links and their sub-links', () => {
    const header = defaultHeaderLinks('de');
    expect(header.map((link) => link.title)).toEqual([
      'Spiele',
      'Creators Corner',
      'Community',
      'Marktplatz',
    ]);
    expect(header[1]?.subLinks.map((link) => link.title)).toEqual([
      'Übersicht',
      'Creator',
      'Unreal-Engine-Vorlage',
      'FAQ',
      'Registrieren',
    ]);
    expect(header[2]?.subLinks.map((link) => link.title)).toEqual([
      'Neuigkeiten',
      'Zeitleiste',
      'Willkommen in der Zukunft',
    ]);
  });

  it('names the footer links; the English stays the English', () => {
    expect(defaultFooterLinks('de').map((link) => link.title)).toEqual([
      'EULA',
      'Nutzungsbedingungen',
      'Datenschutzerklärung',
      'Marktplatz',
    ]);
    expect(defaultFooterLinks('en').map((link) => link.title)).toEqual([
      'EULA',
      'Terms of Service',
      'Privacy Policy',
      'Marketplace',
    ]);
  });
});
