import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from '../locale/catalogues';
import { validateLogin, validateRegister, validateRestore } from './account-forms';
import { validateBillingAddress } from './address-forms';
import { validateCardForm } from './card-form';

beforeAll(() => loadLocale('de'));

const card = { number: '4111111111111111', month: '07', year: '2030', crc: '123', card_holder: 'Jane Doe' };

describe('the validation messages in German', () => {
  it('the account forms', () => {
    expect(validateLogin({ alias: '', password: 'abc' }, 'de')).toEqual({
      alias: 'Dieses Feld ist ein Pflichtfeld!',
      password: 'zu wenige Zeichen',
    });
    expect(
      validateRegister(
        {
          alias: 'pilot',
          email: 'pilot example.com',
          password: 'secret1',
          agreement: false,
          day: 1,
          month: 1,
          year: 2000,
        },
        'de',
      ),
    ).toEqual({ email: 'Keine gültige E-Mail-Adresse', agreement: 'Bitte stimme zu' });
    expect(validateRestore({ password: 'secret1', repeat: 'secret2' }, 'de')).toEqual({
      repeat: 'Die Passwörter stimmen nicht überein',
    });
    expect(validateLogin({ alias: '', password: 'abc' }, 'en').alias).toBe('This field is required!');
  });

  it('the card and address forms', () => {
    expect(
      validateCardForm(
        { ...card, number: '4111', month: '13', year: '30', crc: '1', card_holder: 'Jo' },
        'de',
      ),
    ).toEqual({
      number: 'Die Kartennummer muss 16 Ziffern haben',
      month: 'Der Monat muss 2 Ziffern haben, 01 bis 12',
      year: 'Das Jahr muss 4 Ziffern haben',
      crc: 'Die Prüfnummer muss 3 Ziffern haben',
      card_holder: 'Der Karteninhaber muss 3 bis 40 Zeichen haben',
    });
    expect(validateBillingAddress({ phone_number: '12a4' }, 'de').phone_number).toBe('Nur Ziffern');
  });
});
