// Generated artwork for the demo world: every image the seed refers to is drawn here,
// deterministically from its kind and number, so the sandbox needs no outside URL.
import { seededRandom } from '../seed/random';

export const mediaKinds = [
  'item',
  'gallery',
  'package',
  'subscription',
  'coin',
  'plan',
  'manufacturer',
  'category',
  'post',
  'slide',
  'video',
  'social',
  'avatar',
  'card',
] as const;
export type MediaKind = (typeof mediaKinds)[number];

/** The path (relative to the API base) of a generated image. */
export function mediaPath(kind: MediaKind, id: number | string): string {
  return `/api/v1/media/${kind}/${id}.svg`;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch,
  );

function stars(
  random: ReturnType<typeof seededRandom>,
  width: number,
  height: number,
  count: number,
): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const r = (random.next() * 1.4 + 0.3).toFixed(2);
    out += `<circle cx="${random.int(0, width)}" cy="${random.int(0, height)}" r="${r}" fill="#fff" opacity="${(0.3 + random.next() * 0.7).toFixed(2)}"/>`;
  }
  return out;
}

function ship(hue: number, random: ReturnType<typeof seededRandom>): string {
  const wing = random.int(60, 120);
  const body = random.int(140, 220);
  return `<g transform="translate(400 300)">
<polygon points="0,${-body / 2} ${wing / 3},0 ${wing},${body / 3} ${wing / 3},${body / 2.5} 0,${body / 2} ${-wing / 3},${body / 2.5} ${-wing},${body / 3} ${-wing / 3},0" fill="hsl(${hue} 35% 70%)" stroke="hsl(${hue} 60% 30%)" stroke-width="4"/>
<ellipse cx="0" cy="${-body / 6}" rx="14" ry="28" fill="hsl(${(hue + 180) % 360} 80% 60%)"/>
<circle cx="${-wing / 2}" cy="${body / 3 + 10}" r="9" fill="hsl(30 100% 60%)"/><circle cx="${wing / 2}" cy="${body / 3 + 10}" r="9" fill="hsl(30 100% 60%)"/>
</g>`;
}

function crate(hue: number): string {
  return `<g transform="translate(400 300)">
<polygon points="-130,-40 0,-110 130,-40 0,30" fill="hsl(${hue} 50% 65%)"/>
<polygon points="-130,-40 0,30 0,150 -130,80" fill="hsl(${hue} 50% 45%)"/>
<polygon points="130,-40 0,30 0,150 130,80" fill="hsl(${hue} 50% 35%)"/>
</g>`;
}

function coin(hue: number, label: string): string {
  return `<g transform="translate(400 300)">
<circle r="150" fill="hsl(45 90% 50%)" stroke="hsl(35 80% 35%)" stroke-width="12"/>
<circle r="115" fill="none" stroke="hsl(${hue} 80% 85%)" stroke-width="4" stroke-dasharray="10 8"/>
<text y="24" text-anchor="middle" font-family="sans-serif" font-size="64" font-weight="700" fill="hsl(35 80% 25%)">${escapeXml(label)}</text>
</g>`;
}

function planet(hue: number, random: ReturnType<typeof seededRandom>): string {
  const r = random.int(90, 160);
  return `<g transform="translate(${random.int(300, 500)} ${random.int(240, 360)})">
<circle r="${r}" fill="hsl(${hue} 60% 45%)"/>
<ellipse rx="${r * 1.6}" ry="${r * 0.35}" fill="none" stroke="hsl(${(hue + 40) % 360} 70% 75%)" stroke-width="8" transform="rotate(-18)"/>
<circle r="${r}" fill="url(#shade)"/>
</g>`;
}

/** Draws the image `kind`/`id`; the same input gives the same bytes. */
export function renderSvg(kind: MediaKind, id: string): string {
  const seed = hash(`${kind}:${id}`);
  const random = seededRandom(seed);
  const hue = seed % 360;
  const width = 800;
  const height = 600;
  const label = `${kind} ${id}`;
  let subject: string;
  switch (kind) {
    case 'item':
    case 'gallery':
      subject = ship(hue, random);
      break;
    case 'package':
    case 'subscription':
    case 'plan':
      subject = crate(hue);
      break;
    case 'coin':
      subject = coin(hue, 'RDC');
      break;
    default:
      subject = planet(hue, random);
  }
  // A "video" poster carries a slow drift, so a video slide still moves in the demo.
  const drift =
    kind === 'video'
      ? '<animateTransform attributeName="transform" type="translate" values="0 0;-40 10;0 0" dur="12s" repeatCount="indefinite"/>'
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 12%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 55% 6%)"/></linearGradient>
<radialGradient id="shade" cx="0.35" cy="0.35" r="0.8"><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<g>${stars(random, width, height, 80)}${drift}</g>
${subject}
<text x="24" y="${height - 24}" font-family="sans-serif" font-size="22" fill="#fff" opacity="0.55">${escapeXml(label)}</text>
</svg>`;
}
