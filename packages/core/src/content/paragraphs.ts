/**
 * A post's text as the server stores it is HTML (`<p>…</p>`). The site renders server text as
 * text: the markup is reduced to its paragraphs of plain text, which the page prints escaped, so
 * no tag, attribute or script of the server's ever reaches the page as HTML and no sanitiser is
 * needed.
 */
const BLOCK_END = /<\/(?:p|div|h[1-6]|li|blockquote|section|article)\s*>|<br\s*\/?>/gi;
const TAG = /<[^>]*>?/g;
/** Elements whose content is not text a reader sees. */
const HIDDEN = /<(script|style|template|noscript)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The paragraphs of plain text in a post's HTML, in order, empty ones left out. */
export function textParagraphs(html: string): string[] {
  return html
    .replace(HIDDEN, '')
    .split(BLOCK_END)
    .map((block) => decodeEntities(block.replace(TAG, '')).replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph !== '');
}
