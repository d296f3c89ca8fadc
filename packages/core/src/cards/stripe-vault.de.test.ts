import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from '../locale/catalogues';
import { REQUIRED_FOR_SUBSCRIPTIONS } from './rules';
import { validateProviderCardFields } from './stripe-vault';

beforeAll(() => loadLocale('de'));

const now = new Date(2026, 10, 15);

describe("the provider's card fields in German", () => {
  it('say what is incomplete, invalid or past', () => {
    expect(
      validateProviderCardFields({ number: '4242 4242', expiry: '1/2', security_code: '' }, 'de', now),
    ).toEqual({
      number: 'Deine Kartennummer ist unvollständig.',
      expiry: 'Das Ablaufdatum deiner Karte ist unvollständig.',
      security_code: 'Der Sicherheitscode deiner Karte ist unvollständig.',
    });
    expect(
      validateProviderCardFields(
        { number: '4242 4242 4242 4241', expiry: '10 / 26', security_code: '123' },
        'de',
        now,
      ),
    ).toEqual({
      number: 'Deine Kartennummer ist ungültig.',
      expiry: 'Das Ablaufdatum deiner Karte liegt in der Vergangenheit.',
    });
  });

  it('labels the save box a subscription needs', () => {
    expect(REQUIRED_FOR_SUBSCRIPTIONS('de')).toBe('Für Abos erforderlich');
    expect(REQUIRED_FOR_SUBSCRIPTIONS('en')).toBe('Required For Subscriptions');
  });
});
