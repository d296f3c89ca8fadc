// Inline in the in-game page's <head>: the worker that loads the locale data of the widget's
// amounts (core's FORMATS_WARM_UP_WORKER_SCRIPT says why), started at the first paint, as the site's
// pages start it (islands-after-first-paint.js), so the widget's first price finds it loaded. Not
// sooner: a request asked for before the first paint is one a phone's slow link serves before it.
// Without workers, the first price loads it, as it would anyway.
(() => {
  const start = () => {
    try {
      new Worker('/formats-warm-up.js', { name: document.documentElement.lang });
    } catch {
      // Nothing is lost but the head start.
    }
  };
  if (!self.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return start();
  new PerformanceObserver((list, observer) => {
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
})();
