/**
 * The header's scroll rules (marketplace-content.md §4): "Header search variants change by scroll:
 * at or below 500 px width once the bar reaches 56 px from top; above 500 px when it reaches 100 px.
 * The header and footer scroll threshold is 195 px."
 */
export const HEADER_SCROLL = {
  narrowWidth: 500,
  narrowSearchOffset: 56,
  wideSearchOffset: 100,
  frameThreshold: 195,
} as const;

/** The scroll offset from which the header shows its compact search variant, for a viewport width. */
export const searchVariantOffset = (width: number): number =>
  width <= HEADER_SCROLL.narrowWidth ? HEADER_SCROLL.narrowSearchOffset : HEADER_SCROLL.wideSearchOffset;

export interface HeaderScrollState {
  /** The compact search variant. */
  compactSearch: boolean;
  /** Past the header and footer threshold (the header gets its solid, condensed look). */
  pastFrameThreshold: boolean;
}

export function headerScrollState(scrollY: number, width: number): HeaderScrollState {
  return {
    compactSearch: scrollY >= searchVariantOffset(width),
    pastFrameThreshold: scrollY >= HEADER_SCROLL.frameThreshold,
  };
}
