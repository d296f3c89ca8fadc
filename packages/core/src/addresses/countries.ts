import { formatRegion } from '../format/region';

/**
 * The country list: two-letter codes to country names (accounts-cart-checkout.md §3 "about 230 entries"),
 * shared by the real-world address form and the card vault's billing address. Names come from the platform's
 * region names in the reader's language so only the codes are shipped; without them the code stands for the
 * name.
 */
const CODES =
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(
    ' ',
  );

export interface Country {
  code: string;
  name: string;
}

/** Each locale's list, built on first use (see countries). */
const byLocale = new Map<string, readonly Country[]>();

/**
 * Every country, by name in the reader's language. Built on first use, not when the module loads:
 * the platform's region names and the sort took tens of milliseconds of every page's start
 * (measured on `/`), and only the address forms need them.
 */
export function countries(locale: string): readonly Country[] {
  let list = byLocale.get(locale);
  if (!list) {
    list = CODES.map((code) => ({ code, name: formatRegion(code, locale) })).sort((a, b) =>
      a.name.localeCompare(b.name, locale),
    );
    byLocale.set(locale, list);
  }
  return list;
}

/** A country's name in the reader's language, or the code itself when unknown. */
export function countryName(code: string, locale: string): string {
  return countries(locale).find((country) => country.code === code)?.name ?? code;
}

/**
 * A country's two-letter code from its name in `locale` (any case) or its code; undefined when
 * neither is known.
 */
export function countryCode(nameOrCode: string, locale: string): string | undefined {
  const wanted = nameOrCode.trim().toLowerCase();
  return countries(locale).find(
    (country) => country.name.toLowerCase() === wanted || country.code.toLowerCase() === wanted,
  )?.code;
}
