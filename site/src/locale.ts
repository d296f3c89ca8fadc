import { DEFAULT_LOCALE } from '@rdc/core';
import type { Locale } from '@rdc/core';

/**
 * The language the site's pages are written in, declared on their `<html lang>` so the widgets
 * and islands on them read it too. English only, as the spec's Language selector offers.
 */
export const SITE_LOCALE: Locale = DEFAULT_LOCALE;
