import { describe, expect, it } from 'vitest';
import { $confirmation, answerConfirmation, askConfirmation } from './confirmation';

describe('confirmations (accounts-cart-checkout.md §2 "Address delete confirmation ... Card delete confirmation")', () => {
  it('"Do you want to delete the address? with Yes and No"', async () => {
    const answer = askConfirmation('deleteAddress');
    const open = $confirmation.get();
    expect(open?.kind).toBe('deleteAddress');
    expect([open?.text('en'), open?.yes('en'), open?.no('en')]).toEqual([
      'Do you want to delete the address?',
      'Yes',
      'No',
    ]);
    answerConfirmation(true);
    await expect(answer).resolves.toBe(true);
    expect($confirmation.get()).toBeNull();
  });

  it('"Do you want to delete a credit card? with YES and NO"; NO returns', async () => {
    const answer = askConfirmation('deleteCard');
    expect($confirmation.get()?.text('en')).toBe('Do you want to delete a credit card?');
    expect([$confirmation.get()?.yes('en'), $confirmation.get()?.no('en')]).toEqual(['YES', 'NO']);
    answerConfirmation(false);
    await expect(answer).resolves.toBe(false);
  });

  it('a new question answers a forgotten one with No', async () => {
    const first = askConfirmation('deleteCard');
    const second = askConfirmation('deleteAddress');
    await expect(first).resolves.toBe(false);
    answerConfirmation(true);
    await expect(second).resolves.toBe(true);
  });
});
