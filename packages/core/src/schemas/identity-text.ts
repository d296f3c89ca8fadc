/**
 * What a name a player chooses may hold, and when two names are the same to a reader. An alias is
 * shown beside every comment and in the header, so a name that only looks like another one
 * ("аdmin" with a Cyrillic a, "ａｄｍｉｎ", "admin" with a zero-width space) would let anyone
 * speak as someone else. The rules follow Unicode TR39 (security mechanisms): NFKC first, no
 * invisible or direction-changing characters, one script, and uniqueness by a confusable skeleton.
 */

/** NFKC: fullwidth and compatibility forms become their plain letters ("ａｄｍｉｎ" is "admin"). */
export function normaliseAlias(alias: string): string {
  return alias.normalize('NFKC').trim();
}

/** Letters, digits, and . _ - ; nothing else (spaces, @, symbols, controls). */
const ALIAS_CHARACTERS = /^[\p{L}\p{N}._-]+$/u;
/** Characters no reader sees: zero-width, fillers (U+3164), bidi controls (U+202E), joiners. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
const EVERY_INVISIBLE = new RegExp(INVISIBLE.source, 'gu');
/** A combining mark left over after NFKC: it composed with nothing, so it sits where no letter takes it. */
const LOOSE_MARK = /\p{M}/u;
const SCRIPTS = [
  /\p{Script=Latin}/u,
  /\p{Script=Cyrillic}/u,
  /\p{Script=Greek}/u,
  /\p{Script=Han}/u,
  /\p{Script=Arabic}/u,
  /\p{Script=Hangul}/u,
];

/**
 * Why an alias (already normalised) is refused, or null when it may be used. The length rules
 * (4 to TEXT_LIMITS.aliasLength) are the schema's; these are the characters'.
 */
export function aliasCharacterProblem(alias: string): string | null {
  if (INVISIBLE.test(alias)) return 'the alias may not contain invisible, control or direction characters';
  if (LOOSE_MARK.test(alias)) return 'the alias may not contain a combining mark on its own';
  if (!ALIAS_CHARACTERS.test(alias))
    return 'the alias may hold only letters, digits, dots, dashes and underscores';
  const scripts = SCRIPTS.filter((script) => script.test(alias)).length;
  if (scripts > 1) return 'the alias may not mix alphabets (for example Latin and Cyrillic letters)';
  return null;
}

/**
 * Look-alikes of Latin letters, from TR39's confusables.txt: the Cyrillic and Greek letters that
 * are drawn as Latin ones, and digits and letters easily taken for each other. Covered: lower-case
 * Cyrillic and Greek look-alikes (upper case arrives lower-cased), 0/o, 1/l/i/|, and the pairs
 * rn/m and vv/w. Fullwidth and other compatibility forms need no entry: NFKC has made them plain.
 */
const CONFUSABLES: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  ё: 'e',
  һ: 'h',
  і: 'l',
  ї: 'l',
  ј: 'j',
  к: 'k',
  ӏ: 'l',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  г: 'r',
  ѕ: 's',
  т: 't',
  ս: 'u',
  ѵ: 'v',
  ԝ: 'w',
  х: 'x',
  у: 'y',
  ү: 'y',
  ԍ: 'g',
  ь: 'b',
  // Greek
  α: 'a',
  β: 'b',
  ϲ: 'c',
  ε: 'e',
  η: 'n',
  ι: 'l',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  ω: 'w',
  ζ: 'z',
  // Latin and digits drawn alike
  ı: 'l',
  i: 'l',
  '1': 'l',
  '|': 'l',
  '0': 'o',
};

/**
 * The confusable skeleton: two aliases with the same skeleton look the same to a reader, and only
 * one of them may exist. NFKD, accents and invisible characters dropped, lower case, look-alikes
 * mapped to one Latin letter.
 */
export function aliasSkeleton(alias: string): string {
  const bare = alias.normalize('NFKD').replace(/\p{M}/gu, '').replace(EVERY_INVISIBLE, '').toLowerCase();
  let mapped = '';
  for (const char of bare) mapped += CONFUSABLES[char] ?? char;
  return mapped.replace(/rn/g, 'm').replace(/vv/g, 'w');
}

/** Text with nothing a reader sees: empty, spaces only, or only zero-width and other invisible characters. */
export function isBlankText(text: string): boolean {
  return text.replace(/[\s\p{Default_Ignorable_Code_Point}\p{Cf}]/gu, '') === '';
}
