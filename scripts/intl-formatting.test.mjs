// Every amount, date and count a reader sees is written by core's one formatter
// (packages/core/src/format/) for the reader's locale: none by hand in core, the widgets
// or the site, where it would stay English (or one country's English) whatever the page's lang.
import { describe, expect, it } from 'vitest';
import { trackedTexts } from './tracked-files.mjs';

const FORMATTER = /^packages\/core\/src\/format\//;
const PRODUCTION = /^(packages\/core\/src|packages\/widgets\/src|site\/src)\/.*\.(ts|tsx|astro)$/;
const NOT_PRODUCTION = /\.(test|stories|spec)\.|\/(testing|test-support|stories)\//;

/** What one line writes by hand: [] when it leaves amounts and dates to the formatter. */
function handFormatting(line) {
  const problems = [];
  if (/\.toFixed\(/.test(line)) problems.push('toFixed: formatMoney or formatCount');
  if (/\.toLocale(Date|Time)?String\(/.test(line)) problems.push('toLocale…String: core/format');
  if (/\bnew Intl\./.test(line)) problems.push('an Intl formatter outside core/format');
  if (/\b(USD|RDC) (\{|\$\{)/.test(line) || /\}\s?(USD|RDC)\b(?!\.)/.test(line))
    problems.push('a currency code beside a number: formatMoney');
  return problems;
}

describe('amounts and dates are written by the formatter, for the reader', () => {
  it('a line is refused for toFixed, toLocale…String, its own Intl formatter or a hand-placed currency', () => {
    expect(handFormatting('<span>USD {formatAmount(price)}</span>')).toHaveLength(1);
    expect(handFormatting('`${entry.currency} ${x}` + ` RDC ${amount}`')).toHaveLength(1);
    expect(handFormatting('<p>{balance} RDC</p>')).toHaveLength(1);
    expect(handFormatting('return (minor / 100).toFixed(2);')).toHaveLength(1);
    expect(handFormatting("date.toLocaleDateString('en-GB')")).toHaveLength(1);
    expect(handFormatting("new Intl.DateTimeFormat('en-GB')")).toHaveLength(1);
    expect(handFormatting("{formatMoney(price, 'USD', locale)}")).toEqual([]);
    expect(handFormatting('const { USD, RDC } = result.charged;')).toEqual([]);
    expect(handFormatting('<p>© {COPYRIGHT_YEAR} RDC. All rights reserved.</p>')).toEqual([]);
  });

  it('no production file of core, the widgets or the site formats by hand', () => {
    const files = trackedTexts(
      (path) => PRODUCTION.test(path) && !NOT_PRODUCTION.test(path) && !FORMATTER.test(path),
    );
    const found = [];
    for (const { path, text } of files) {
      text.split('\n').forEach((line, index) => {
        for (const problem of handFormatting(line)) found.push(`${path}:${index + 1}: ${problem}`);
      });
    }
    expect(found).toEqual([]);
  });
});
