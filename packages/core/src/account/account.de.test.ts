import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from '../locale/catalogues';
import { LOGIN_ERROR } from './login';
import { RECOVERY_ERROR } from './recovery';

beforeAll(() => loadLocale('de'));

describe('the account forms’ failures in German', () => {
  it('say that the login failed and that the recovery email was not sent', () => {
    expect(LOGIN_ERROR('de')).toBe('Anmeldename oder Passwort falsch');
    expect(RECOVERY_ERROR('de')).toBe('Die E-Mail zur Wiederherstellung konnte nicht gesendet werden');
    expect(LOGIN_ERROR('en')).toBe('Login or password error');
  });
});
