import { SUBSCRIPTION_SLOTS_BY_WIDTH } from '@rdc/core';

/**
 * The subscription chunks' slots (core's SUBSCRIPTION_SLOTS_BY_WIDTH) as a stylesheet: card n of a chunk
 * grows by slot n in each band of widths. Laid out by the browser, not by a render per width, so a
 * chunk drawn on a server is laid out as the widget's own.
 */
export const subscriptionSlotsCss = SUBSCRIPTION_SLOTS_BY_WIDTH.map(
  ({ media, slots }) =>
    `@media ${media}{${slots.map((slot, index) => `.sub-chunk__cell:nth-child(${index + 1}){flex-grow:${slot}}`).join('')}}`,
).join('\n');
