import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from '../locale/catalogues';
import { commentTree } from './comment-tree';
import {
  CREATOR_SIGN_UP_FAILED,
  initialCreatorSignUpValues,
  NO_SUCH_DATE,
  validateCreatorSignUp,
} from './creator-sign-up';

beforeAll(() => loadLocale('de'));

describe('comments in German', () => {
  it('sign a comment without a name with the stand-in name', () => {
    const [view] = commentTree([{ id: 1, post_id: 38, text: 'Hallo', sub_comments: [] }], 'de');
    expect(view?.alias).toBe('Pilot');
  });

  it('the creators sign-up: a day that does not exist, a refused sign-up', () => {
    const filled = {
      ...initialCreatorSignUpValues(new Date(2000, 0, 1)),
      alias: 'pilot',
      email: 'pilot@example.com',
      password: 'secret1',
      portfolio: 'https://art.example',
    };
    expect(validateCreatorSignUp({ ...filled, month: 2, day: 31 }, 'de')).toEqual({
      bdate: 'Wähle ein Datum, das es gibt',
    });
    expect(validateCreatorSignUp({ ...filled, portfolio: '' }, 'de')).toEqual({
      portfolio: 'Dieses Feld ist ein Pflichtfeld!',
    });
    expect(NO_SUCH_DATE('en')).toBe('Choose a date that exists');
    expect(CREATOR_SIGN_UP_FAILED('de')).toBe('Die Anmeldung hat nicht geklappt. Versuch es noch einmal.');
  });
});
