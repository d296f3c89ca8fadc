// The promise the <head>'s inline script (islands-after-first-paint.js) settles once the page's first
// frame has been painted; the frame's script starts after it, as the islands do.
const FIRST_PAINT = Symbol.for('rdc.site.first-paint');

/** Settles after the first frame, or at once on a page without the inline script (the embed layout). */
export function afterFirstPaint(): Promise<void> {
  const firstPaint = (window as unknown as Record<symbol, Promise<void> | undefined>)[FIRST_PAINT];
  return firstPaint ?? Promise.resolve();
}
