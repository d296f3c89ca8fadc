import { describe, expect, it } from 'vitest';
import { languageName } from '../format/region';
import { languageOptions } from './settings';

describe('the Settings language options', () => {
  it('offer English and German, name each language in its own language, whatever the reader reads', () => {
    expect(languageName('en')).toBe('English');
    expect(languageName('de')).toBe('Deutsch');
    expect(languageOptions()).toEqual([
      { value: 'en', label: 'English' },
      { value: 'de', label: 'Deutsch' },
    ]);
  });
});
