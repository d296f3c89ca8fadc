import { beforeAll, describe, expect, it } from 'vitest';
import * as m from '../generated/messages';
import { loadLocale } from '../locale/catalogues';

beforeAll(() => loadLocale('de'));

describe('the address book’s error texts in German', () => {
  it('say what could not be done', () => {
    expect(m.addresses_save_failed('de')).toBe('Die Adresse konnte nicht gespeichert werden');
    expect(m.addresses_delete_failed('de')).toBe('Die Adresse konnte nicht gelöscht werden');
    expect(m.addresses_default_failed('de')).toBe('Die Adresse konnte nicht als Standard festgelegt werden');
    expect(m.addresses_save_failed('en')).toBe('The address could not be saved');
  });
});
