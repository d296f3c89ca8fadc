/** Splits a list into slides of `perSlide` (saved cards 3 per slide, coin packs 6 per slide). */
export function toSlides<T>(items: readonly T[], perSlide: number): T[][] {
  const size = Math.max(1, Math.floor(perSlide));
  const slides: T[][] = [];
  for (let i = 0; i < items.length; i += size) slides.push(items.slice(i, i + size));
  return slides;
}
