import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from '../locale/catalogues';
import { closeErrorModal, ERROR_MODAL_TEXT, errorModalText, openErrorModal } from './modals';

beforeAll(() => loadLocale('de'));
afterEach(() => closeErrorModal());

describe('the error modal in German', () => {
  it('writes our fallback in the reader’s language and the server’s text as it came', () => {
    expect(ERROR_MODAL_TEXT('de')).toBe('Hoppla, da ist etwas schiefgelaufen. Versuch es noch einmal.');
    openErrorModal(null);
    expect(errorModalText('de')).toBe('Die Zahlung konnte nicht ausgeführt werden.');
    expect(errorModalText('en')).toBe('Payment execution error');
    openErrorModal('card declined');
    expect(errorModalText('de')).toBe('card declined');
    closeErrorModal();
    expect(errorModalText('de')).toBeNull();
  });
});
