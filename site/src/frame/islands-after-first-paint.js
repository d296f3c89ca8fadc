// Inline in the <head>, before any island (BaseLayout says why): each island, and with the page-wide
// one the frame's behaviours (PageModals.tsx), starts once the first frame is on screen (its paint
// entry), at once in a hidden tab, and after 3 s at the latest. Astro calls `Astro.only` for each client:only island: the held version wraps it.
// A press on a server-rendered button before the script that wires it has run is kept, and pressed
// again once it has (early-presses.ts), so a quick player's press is not lost. At the first frame it
// also starts the worker that loads the locale data of the page's amounts and dates.
(() => {
  const firstPaint = new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    document.addEventListener('visibilitychange', resolve, { once: true });
    setTimeout(resolve, 3000);
    if (!self.PerformanceObserver?.supportedEntryTypes?.includes('paint'))
      return requestAnimationFrame(() => setTimeout(resolve, 0));
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });

  // The locale data of the page's amounts and dates, loaded by a worker (core's
  // FORMATS_WARM_UP_WORKER_SCRIPT says why) from the first paint, before the islands' scripts are
  // asked for: their first price then finds it loaded, and the main thread does not load it.
  // Without workers, the first price loads it, as it would anyway.
  firstPaint.then(() => {
    try {
      new Worker('/formats-warm-up.js', { name: document.documentElement.lang });
    } catch {
      // Nothing is lost but the head start.
    }
  });

  // A server-rendered island (client:visible) is a form on screen before its script hydrates it:
  // a press or a submit in it meanwhile is made again once it has (Astro's astro:hydrate).
  const againWhenHydrated = (event, again) => {
    const island = event.target instanceof Element ? event.target.closest('astro-island[ssr]') : null;
    if (!island) return false;
    event.preventDefault();
    island.addEventListener('astro:hydrate', again, { once: true });
    return true;
  };
  document.addEventListener(
    'submit',
    (event) => {
      const submitter = event.submitter ?? event.target.querySelector('[type="submit"], button:not([type])');
      againWhenHydrated(event, () => submitter?.click());
    },
    true,
  );

  const early = { pressed: [], wired: [] };
  window[Symbol.for('rdc.site.early-presses')] = early;
  document.addEventListener(
    'click',
    (event) => {
      const control =
        event.target instanceof Element
          ? event.target.closest('button[type="button"], a[data-open-auth]')
          : null;
      if (!control || early.wired.some((selector) => control.matches(selector))) return;
      if (againWhenHydrated(event, () => control.click())) return;
      if (early.pressed.length >= 20) return;
      // A link that opens the sign-in would leave the page before its script decides.
      if (control instanceof HTMLAnchorElement) event.preventDefault();
      early.pressed.push(control);
    },
    true,
  );

  // Astro's directive is `only(load)`, where `load` fetches the island's code and answers its
  // hydrate. The islands of a page share one chunk, so their loads settle together, and their
  // renders would run as one long task: each island renders in a task of its own instead.
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  const hydrateInOwnTask =
    (load) =>
    async (...args) => {
      const hydrate = await load(...args);
      return async () => {
        await nextTask();
        await hydrate();
      };
    };
  const astro = (self.Astro = self.Astro || {});
  let only;
  Object.defineProperty(astro, 'only', {
    configurable: true,
    enumerable: true,
    get: () => only && ((load, ...args) => firstPaint.then(() => only(hydrateInOwnTask(load), ...args))),
    set: (value) => {
      only = value;
    },
  });
})();
