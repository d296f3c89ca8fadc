// Amounts and dates as an English reader sees them on the site, for tests that compare what a page
// shows with what the sandbox holds: "$1,234.50", "RDC 1,234.50" (a no-break space after the
// code, which Playwright's text matching reads as a space), "May 26, 2027".

type Currency = 'USD' | 'RDC';

/**
 * An amount held in minor units, as the page writes it; `whole` drops the fraction, as for coin
 * packs; `locale` is the reader's (English unless said).
 */
export function money(
  minor: number,
  currency: Currency,
  options: { whole?: boolean; locale?: string } = {},
): string {
  const digits = options.whole ? 0 : 2;
  const major = options.whole ? Math.trunc(minor / 100) : minor / 100;
  return new Intl.NumberFormat(options.locale ?? 'en', {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
    .format(major)
    .replace(/\u00a0/g, ' ');
}

/** Minor units of an amount a page shows ("$1,234.50", "RDC 2,319.90"); 0 when it shows none ("Nothing: …"). */
export function minorOf(text: string): number {
  const match = /(\d[\d,]*)\.(\d{2})/.exec(text);
  return match ? Number(match[1]!.replaceAll(',', '')) * 100 + Number(match[2]) : 0;
}

/** A calendar day as the page writes it: "May 26, 2027". */
export function day(date: Date): string {
  return new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(date);
}

/** A shown USD amount, for a pattern: "$" then grouped digits and cents. */
export const USD_PATTERN = /\$\d[\d,]*\.\d\d/;
