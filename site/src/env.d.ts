import type { Locale } from '@rdc/core';
import type { SiteLocals } from './server/api';

declare global {
  namespace App {
    /** What a page reads from `Astro.locals`: the host's in-process API, and the page's language. */
    interface Locals extends SiteLocals {
      /** The page's language, read from its address by the middleware (src/middleware.ts). */
      locale?: Locale;
    }
  }
}
