// The pseudo-locale: English made to look foreign, so that a browser test can tell a text that
// came from a catalogue from one that did not, and see where a longer language would not fit.
// Each literal text is accented, padded to about 40% longer (German and Finnish run that much
// longer than English) and wrapped in markers; `{placeholders}`, the variants of a plural and
// their selectors stay as they are. Generated from each `en.json` by scripts/messages.mjs, never
// written by hand.

/** The code Android and Chrome use for accented pseudo-English. */
export const PSEUDO_LOCALE = 'en-XA';

/** Around each pseudo text: what a test reads as "came from a catalogue". */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const PLAIN = 'abcdefghijklmnoprstuvwxyzABCDEFGHIJKLMNOPRSTUVWXYZ';
const ACCENTED = 'áƀçðéƒĝĥíĵķļɱñöþŕšţüṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞŔŠŢÛṼŴẊÝŽ';

/** Words the padding is made of: words, so that a longer text wraps as a real one would. */
const PADDING = ['ļöŕéɱ', 'íþšüɱ', 'ðöļöŕ', 'šíţ', 'áɱéţ', 'çöñšéç'];

/** How much longer a pseudo text is than its English. */
const GROWTH = 0.4;

const accent = (text) => text.replace(/[A-Za-z]/g, (letter) => ACCENTED[PLAIN.indexOf(letter)] ?? letter);

/** Padding of about `length` characters: words, a space before each, the last one cut. */
function padding(length) {
  if (length <= 0) return '';
  let pad = '';
  for (let index = 0; pad.length < length; index++) pad += ` ${PADDING[index % PADDING.length]}`;
  return pad.slice(0, Math.max(length, 2)).trimEnd();
}

/** One text in the pseudo-locale: "Sign In" → "⟦Šíĝñ Îñ ļöŕ⟧"; its `{placeholders}` kept. */
export function pseudoText(text) {
  if (text === '') return text;
  const parts = text.split(/(\{\w+\})/);
  const literal = parts.filter((_, index) => index % 2 === 0).join('');
  const accented = parts.map((part, index) => (index % 2 ? part : accent(part))).join('');
  const grow = /[A-Za-z]/.test(literal) ? Math.ceil(literal.length * GROWTH) : 0;
  return `${PSEUDO_OPEN}${accented}${padding(grow)}${PSEUDO_CLOSE}`;
}

/** One message (a text, or variants with declarations, selectors and a match) in the pseudo-locale. */
export function pseudoMessage(message) {
  if (typeof message === 'string') return pseudoText(message);
  return [message].flat().map((variant) => ({
    ...variant,
    match: Object.fromEntries(
      Object.entries(variant.match ?? {}).map(([key, text]) => [key, pseudoText(text)]),
    ),
  }));
}

/** A whole `en.json` in the pseudo-locale, its `$schema` and other `$` keys kept. */
export function pseudoCatalogue(english) {
  return Object.fromEntries(
    Object.entries(english).map(([name, message]) => [
      name,
      name.startsWith('$') ? message : pseudoMessage(message),
    ]),
  );
}
