/**
 * "Image load failure: default placeholder image" (marketplace-content.md §8): a neutral picture
 * frame, inline so that it shows when the image host is the thing that failed (and `img-src data:`
 * is allowed by the site's policy).
 */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="#1a1f45"/>' +
      '<path d="M30 92l30-34 22 24 14-14 34 24z" fill="#2a3157"/><circle cx="112" cy="38" r="11" fill="#2a3157"/></svg>',
  );
