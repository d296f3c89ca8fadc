import { describe, expect, it } from 'vitest';
import { aliasCharacterProblem, aliasSkeleton, isBlankText, normaliseAlias } from './identity-text';

describe('aliases: NFKC, visible characters only, one alphabet, unique by skeleton (Unicode TR39)', () => {
  it('NFKC makes fullwidth letters plain and composes an accent with its letter', () => {
    expect(normaliseAlias('ａｄｍｉｎ')).toBe('admin');
    expect(normaliseAlias('admi\u0301n')).toBe('adm\u00edn');
  });

  it.each([
    ['a zero-width space', 'admin\u200b'],
    ['a zero-width joiner', 'ad\u200dmin'],
    ['a right-to-left override', '\u202enimda'],
    ['a Hangul filler', 'admin\u3164'],
    ['a line separator', 'ad\u2028min'],
    ['a control character', 'ad\u0007min'],
    ['a combining mark with no letter to take it', '\u0301admin'],
    ['a symbol', 'admin\u2605'],
    ['Latin and Cyrillic together', '\u0430dmin'],
  ])('refuses %s', (_name, alias) => {
    expect(aliasCharacterProblem(normaliseAlias(alias))).not.toBeNull();
  });

  it('takes letters and digits of one alphabet, dots, dashes and underscores', () => {
    for (const alias of ['nova_pilot-7.x', 'Звезда', 'Ζεύς', '星際'])
      expect(aliasCharacterProblem(normaliseAlias(alias))).toBeNull();
  });

  it('gives look-alikes one skeleton', () => {
    const admin = aliasSkeleton('admin');
    for (const alias of ['ADMIN', 'adm\u00edn', 'adm1n', '\u0430\u0501m\u0456n', 'ad\u200bmin', 'Admin'])
      expect(aliasSkeleton(alias)).toBe(admin);
    expect(aliasSkeleton('rnodern')).toBe(aliasSkeleton('modem'));
    expect(aliasSkeleton('nova')).not.toBe(admin);
  });
});

describe('blank text', () => {
  it('is empty, spaces, or invisible characters only', () => {
    for (const text of ['', '   ', '\u200b\u200b\u200b', '\u200d\ufeff\u2060\n'])
      expect(isBlankText(text)).toBe(true);
    expect(isBlankText(' hi\u200b')).toBe(false);
  });
});
