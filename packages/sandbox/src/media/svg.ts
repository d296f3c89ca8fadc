// Generated artwork for the demo world: every image the seed refers to is drawn here,
// deterministically from its kind and number, so the sandbox needs no outside URL. Each kind has a
// drawing of its own (a suit of armour is not a ship, a post is not a crate), and no picture
// carries a label: a store shows goods, not "post 38".
import { seededRandom } from '../seed/random';

export const mediaKinds = [
  'item',
  'gallery',
  'ship',
  'weapon',
  'engine',
  'armour',
  'tool',
  'data',
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

function weapon(hue: number, random: ReturnType<typeof seededRandom>): string {
  const barrel = random.int(220, 300);
  return `<g transform="translate(400 300) rotate(-12)">
<rect x="-210" y="-34" width="170" height="68" rx="14" fill="hsl(${hue} 25% 45%)" stroke="hsl(${hue} 40% 22%)" stroke-width="5"/>
<rect x="-40" y="-16" width="${barrel}" height="32" rx="6" fill="hsl(${hue} 15% 62%)" stroke="hsl(${hue} 40% 22%)" stroke-width="5"/>
<rect x="-20" y="-24" width="18" height="48" fill="hsl(${hue} 30% 30%)"/><rect x="40" y="-24" width="18" height="48" fill="hsl(${hue} 30% 30%)"/>
<rect x="-180" y="34" width="44" height="70" rx="8" fill="hsl(${hue} 25% 35%)"/>
<circle cx="${barrel - 40}" cy="0" r="26" fill="hsl(${(hue + 180) % 360} 90% 65%)" opacity="0.8"/>
</g>`;
}

function engine(hue: number): string {
  return `<defs><linearGradient id="flame" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${(hue + 200) % 360} 100% 85%)"/><stop offset="1" stop-color="hsl(${(hue + 200) % 360} 100% 55%)" stop-opacity="0"/></linearGradient></defs>
<g transform="translate(330 300)">
<polygon points="70,-70 260,-130 260,130 70,70" fill="url(#flame)"/>
<rect x="-170" y="-95" width="170" height="190" rx="26" fill="hsl(${hue} 20% 50%)" stroke="hsl(${hue} 35% 24%)" stroke-width="6"/>
<polygon points="0,-75 80,-105 80,105 0,75" fill="hsl(${hue} 15% 38%)" stroke="hsl(${hue} 35% 24%)" stroke-width="6"/>
<rect x="-140" y="-60" width="110" height="14" rx="7" fill="hsl(${hue} 30% 70%)"/><rect x="-140" y="-20" width="110" height="14" rx="7" fill="hsl(${hue} 30% 70%)"/><rect x="-140" y="20" width="110" height="14" rx="7" fill="hsl(${hue} 30% 70%)"/>
</g>`;
}

function armour(hue: number): string {
  return `<g transform="translate(400 330)">
<path d="M-190 230 C-190 90 -130 40 0 40 C130 40 190 90 190 230 Z" fill="hsl(${hue} 30% 42%)" stroke="hsl(${hue} 40% 20%)" stroke-width="6"/>
<path d="M-60 40 L0 150 L60 40" fill="none" stroke="hsl(${hue} 40% 20%)" stroke-width="6"/>
<circle cx="0" cy="-90" r="110" fill="hsl(${hue} 25% 55%)" stroke="hsl(${hue} 40% 20%)" stroke-width="6"/>
<path d="M-80 -110 Q0 -150 80 -110 L70 -50 Q0 -30 -70 -50 Z" fill="hsl(${(hue + 180) % 360} 70% 55%)" stroke="hsl(${hue} 40% 20%)" stroke-width="5"/>
<path d="M-60 -115 Q-20 -130 10 -125" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.6"/>
</g>`;
}

function tool(hue: number): string {
  return `<g transform="translate(400 300) rotate(-20)">
<rect x="-230" y="-40" width="200" height="80" rx="20" fill="hsl(${hue} 55% 45%)" stroke="hsl(${hue} 50% 22%)" stroke-width="6"/>
<rect x="-190" y="40" width="60" height="110" rx="14" fill="hsl(${hue} 40% 32%)" stroke="hsl(${hue} 50% 22%)" stroke-width="6"/>
<rect x="-30" y="-28" width="40" height="56" fill="hsl(${hue} 10% 60%)"/>
<polygon points="10,-40 230,0 10,40" fill="hsl(${hue} 8% 72%)" stroke="hsl(${hue} 20% 30%)" stroke-width="5"/>
<path d="M50 -28 L80 28 M100 -20 L125 20 M150 -11 L165 11" stroke="hsl(${hue} 20% 30%)" stroke-width="5"/>
</g>`;
}

function dataChip(hue: number): string {
  let pins = '';
  for (let i = -2; i <= 2; i += 1)
    pins += `<rect x="${i * 44 - 8}" y="-170" width="16" height="40" fill="hsl(45 70% 60%)"/><rect x="${i * 44 - 8}" y="130" width="16" height="40" fill="hsl(45 70% 60%)"/><rect x="-170" y="${i * 44 - 8}" width="40" height="16" fill="hsl(45 70% 60%)"/><rect x="130" y="${i * 44 - 8}" width="40" height="16" fill="hsl(45 70% 60%)"/>`;
  return `<g transform="translate(400 300)">${pins}
<rect x="-135" y="-135" width="270" height="270" rx="22" fill="hsl(${hue} 35% 22%)" stroke="hsl(${hue} 60% 60%)" stroke-width="6"/>
<path d="M-90 -60 H-20 V20 H60 M-90 40 H0 V90 M30 -90 V-30 H90" fill="none" stroke="hsl(${hue} 80% 65%)" stroke-width="8" stroke-linecap="round"/>
<circle cx="60" cy="20" r="14" fill="hsl(${hue} 80% 65%)"/><circle cx="0" cy="90" r="14" fill="hsl(${hue} 80% 65%)"/><circle cx="90" cy="-30" r="14" fill="hsl(${hue} 80% 65%)"/>
</g>`;
}

function medal(hue: number): string {
  return `<g transform="translate(400 300)">
<polygon points="-90,-210 -20,-210 20,-60 -50,-60" fill="hsl(${hue} 60% 45%)"/><polygon points="90,-210 20,-210 -20,-60 50,-60" fill="hsl(${(hue + 30) % 360} 60% 40%)"/>
<circle cy="60" r="140" fill="hsl(45 85% 55%)" stroke="hsl(35 80% 32%)" stroke-width="10"/>
<polygon transform="translate(0 60)" points="0,-95 24,-31 92,-29 38,13 57,78 0,40 -57,78 -38,13 -92,-29 -24,-31" fill="hsl(${hue} 70% 45%)" stroke="hsl(35 80% 32%)" stroke-width="5"/>
</g>`;
}

function shield(hue: number): string {
  return `<g transform="translate(400 290)">
<path d="M0 -200 L170 -140 C170 40 100 150 0 210 C-100 150 -170 40 -170 -140 Z" fill="hsl(${hue} 50% 40%)" stroke="hsl(${hue} 60% 75%)" stroke-width="10"/>
<path d="M0 -150 L120 -105 C120 30 70 110 0 155 Z" fill="hsl(${hue} 50% 52%)"/>
<path d="M-70 0 L-15 55 L80 -60" fill="none" stroke="#fff" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>
</g>`;
}

function emblem(hue: number, random: ReturnType<typeof seededRandom>): string {
  const sides = random.int(5, 8);
  const points = (radius: number) =>
    Array.from({ length: sides }, (_, i) => {
      const angle = (Math.PI * 2 * i) / sides - Math.PI / 2;
      return `${(Math.cos(angle) * radius).toFixed(1)},${(Math.sin(angle) * radius).toFixed(1)}`;
    }).join(' ');
  return `<g transform="translate(400 300)">
<path d="M-60 -10 L-300 -70 L-250 10 L-330 20 L-230 70 L-60 40 Z M60 -10 L300 -70 L250 10 L330 20 L230 70 L60 40 Z" fill="hsl(${hue} 40% 65%)"/>
<polygon points="${points(130)}" fill="hsl(${hue} 55% 30%)" stroke="hsl(${hue} 60% 75%)" stroke-width="10"/>
<polygon points="${points(70)}" fill="hsl(${(hue + 180) % 360} 70% 60%)"/>
</g>`;
}

function landscape(hue: number, random: ReturnType<typeof seededRandom>): string {
  let ridge = 'M0 600 L0 420';
  for (let x = 0; x <= 800; x += 80) ridge += ` L${x} ${random.int(330, 470)}`;
  ridge += ' L800 600 Z';
  return `<circle cx="${random.int(480, 660)}" cy="${random.int(130, 210)}" r="${random.int(60, 110)}" fill="hsl(${(hue + 40) % 360} 70% 75%)" opacity="0.9"/>
<path d="${ridge}" fill="hsl(${hue} 35% 18%)"/>
<path d="M0 600 L0 500 L160 450 L300 520 L460 470 L620 530 L800 480 L800 600 Z" fill="hsl(${hue} 40% 10%)"/>`;
}

function avatar(hue: number): string {
  return `<g transform="translate(400 300)">
<circle r="230" fill="hsl(${hue} 45% 35%)"/>
<circle cy="-50" r="90" fill="hsl(${hue} 30% 78%)"/>
<path d="M-160 170 C-150 60 -80 40 0 40 C80 40 150 60 160 170 Z" fill="hsl(${hue} 30% 78%)"/>
</g>`;
}

function gear(hue: number): string {
  let teeth = '';
  for (let i = 0; i < 8; i += 1)
    teeth += `<rect x="-26" y="-190" width="52" height="70" rx="8" transform="rotate(${i * 45})" fill="hsl(${hue} 30% 60%)"/>`;
  return `<g transform="translate(400 300)">${teeth}
<circle r="140" fill="hsl(${hue} 30% 60%)"/><circle r="55" fill="hsl(${hue} 60% 12%)"/>
</g>`;
}

/** Draws the image `kind`/`id`; the same input gives the same bytes. */
export function renderSvg(kind: MediaKind, id: string): string {
  const seed = hash(`${kind}:${id}`);
  const random = seededRandom(seed);
  // The hash's high bits: its low ones barely change from one id to the next (two colours in a row of cards).
  const hue = (seed >>> 16) % 360;
  const width = 800;
  const height = 600;
  let subject: string;
  switch (kind) {
    // 'item' and 'gallery' are the drawings of lots seeded before the kinds below: ships.
    case 'item':
    case 'gallery':
    case 'ship':
      subject = ship(hue, random);
      break;
    case 'weapon':
      subject = weapon(hue, random);
      break;
    case 'engine':
      subject = engine(hue);
      break;
    case 'armour':
      subject = armour(hue);
      break;
    case 'tool':
      subject = tool(hue);
      break;
    case 'data':
      subject = dataChip(hue);
      break;
    case 'package':
      subject = crate(hue);
      break;
    case 'subscription':
      subject = medal(hue);
      break;
    case 'plan':
      subject = shield(hue);
      break;
    case 'coin':
      subject = coin(hue, 'RDC');
      break;
    case 'manufacturer':
      subject = emblem(hue, random);
      break;
    case 'post':
      subject = landscape(hue, random);
      break;
    case 'avatar':
      subject = avatar(hue);
      break;
    case 'card':
      subject = gear(hue);
      break;
    default:
      subject = planet(hue, random);
  }
  // A "video" poster carries a slow drift, so a video slide still moves in the demo.
  const drift =
    kind === 'video'
      ? '<animateTransform attributeName="transform" type="translate" values="0 0;-40 10;0 0" dur="12s" repeatCount="indefinite"/>'
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${kind} artwork">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 12%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 55% 6%)"/></linearGradient>
<radialGradient id="shade" cx="0.35" cy="0.35" r="0.8"><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<g>${stars(random, width, height, 80)}${drift}</g>
${subject}
</svg>`;
}
