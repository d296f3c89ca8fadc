// Inline in the in-game page's <head>: the worker that loads the locale data of the widget's
// amounts (core's FORMATS_WARM_UP_WORKER_SCRIPT says why), started while the page's scripts load,
// so the widget's first price finds it loaded. The site's pages start it at their first paint
// (islands-after-first-paint.js). Without workers, the first price loads it, as it would anyway.
try {
  new Worker('/formats-warm-up.js', { name: document.documentElement.lang });
} catch {
  // Nothing is lost but the head start.
}
