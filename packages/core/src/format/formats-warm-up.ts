/**
 * The whole script of a worker that builds, off the page's main thread, the formatters a page's
 * first amounts and dates use, in the locale the worker is named after
 * (`new Worker(url, { name: locale })`), and then ends.
 *
 * A page's first `Intl` formatter costs the main thread the platform's loading of its locale data:
 * about 30 ms on this machine, 100 to 200 ms with the CPU slowed four times as on Lighthouse's phone,
 * in one task in which the page can neither paint nor answer a tap. The data is the browser's,
 * shared by the page's threads: once a worker has loaded it, the page's own first formatter costs
 * about a millisecond. Its options are those of `formatMoney`, `formatDay`, `formatShortDay` and
 * `formatMoment` (formats-warm-up.test.ts holds them together).
 */
export const FORMATS_WARM_UP_WORKER_SCRIPT = `try {
  for (const currency of ['USD', 'RDC'])
    new Intl.NumberFormat(self.name || undefined, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1);
  for (const options of [{ dateStyle: 'long' }, { dateStyle: 'medium' }, { dateStyle: 'medium', timeStyle: 'short' }])
    new Intl.DateTimeFormat(self.name || undefined, options).format(0);
} finally {
  close();
}
`;
