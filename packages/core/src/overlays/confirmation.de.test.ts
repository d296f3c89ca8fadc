import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from '../locale/catalogues';
import { $confirmation, answerConfirmation, askConfirmation } from './confirmation';

beforeAll(() => loadLocale('de'));

describe('the confirmations in German', () => {
  it('ask in the reader’s language, the store keeping what writes the text', async () => {
    const answer = askConfirmation('deleteAddress');
    const address = $confirmation.get();
    expect([address?.text('de'), address?.yes('de'), address?.no('de')]).toEqual([
      'Möchtest du die Adresse löschen?',
      'Ja',
      'Nein',
    ]);
    expect(address?.text('en')).toBe('Do you want to delete the address?');
    answerConfirmation(true);
    await answer;
    void askConfirmation('deleteCard');
    const card = $confirmation.get();
    expect([card?.text('de'), card?.yes('de'), card?.no('de')]).toEqual([
      'Möchtest du die Kreditkarte löschen?',
      'JA',
      'NEIN',
    ]);
    answerConfirmation(false);
  });
});
