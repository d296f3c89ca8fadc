import viewsCss from './views.css?inline';

/**
 * The styles of the manufactory's views (cards, search box, tag filter): each view is fetched when
 * its route shows it (views.tsx) and brings these with its code, through `usePartStyles`.
 */
export const VIEW_STYLES = [viewsCss];
