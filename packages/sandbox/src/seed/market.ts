// The market of the demo world: manufacturers, a three-level category tree, 60 items (plus
// `scale` extra ones), 12 packages, periods, 14 subscriptions, 8 coin packs, 2 plans, and the
// home slider. Deterministic: every choice comes from a seeded PRNG.
import type { PGlite } from '@electric-sql/pglite';
import { mediaPath, type MediaKind } from '../media/svg';
import { insertRecords } from './insert-records';
import { seedTransaction } from './seed-transaction';
import { seededRandom, type Random } from './random';

export interface SeedMarketOptions {
  /** Extra items on top of the 60 of the demo world (for load and pagination tests). */
  scale?: number;
  /** The day the world is seeded: time-limited offers end some weeks after it, never in the past. */
  now?: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The end of an offer: midnight UTC `days` after the seed's day (so two seeds of one day are the same world). */
const offerEnd = (now: Date, days: number) =>
  new Date((Math.floor(now.getTime() / DAY_MS) + days) * DAY_MS).toISOString();

const SEED_COUNTS = {
  manufacturers: 5,
  items: 60,
  packages: 12,
  subscriptions: 14,
  coinPacks: 8,
  plans: 2,
  periods: 4,
} as const;

/** 1 USD buys 10 RDC in the demo world; both prices are in minor units. */
const rdcFor = (usdCents: number) => usdCents * 10;

const tags = [
  { id: 1, title: 'Combat', color: '#e5484d' },
  { id: 2, title: 'Exploration', color: '#3e63dd' },
  { id: 3, title: 'Mining', color: '#ad7f58' },
  { id: 4, title: 'Cargo', color: '#978365' },
  { id: 5, title: 'Stealth', color: '#6e56cf' },
  { id: 6, title: 'Racing', color: '#f76b15' },
  { id: 7, title: 'Medical', color: '#30a46c' },
  { id: 8, title: 'New', color: '#12a594' },
  { id: 9, title: 'Bestseller', color: '#ffc53d' },
  { id: 10, title: 'Limited', color: '#d6409f' },
];

const manufacturers = [
  {
    id: 1,
    title: 'Aurora Dynamics',
    description: 'Sleek civilian and racing hulls from the inner colonies.',
    image_url: mediaPath('manufacturer', 1),
  },
  {
    id: 2,
    title: 'Helix Forge',
    description: 'Heavy industry: freighters, mining rigs and the tools to run them.',
    image_url: mediaPath('manufacturer', 2),
  },
  {
    id: 3,
    title: 'Nova Armaments',
    description: 'Military-grade weapons, shields and fighters.',
    image_url: mediaPath('manufacturer', 3),
  },
  // No image: the card shows the title.
  {
    id: 4,
    title: 'Kestrel Yards',
    description: 'A small frontier shipyard known for long-range scouts.',
    image_url: null,
  },
  // An image that is only a slash: the card shows the title too.
  {
    id: 5,
    title: 'Driftworks Collective',
    description: 'Salvagers who sell what they rebuild.',
    image_url: '/',
  },
];

interface CategorySeed {
  id: number;
  title: string;
  virtual_path: string;
  virtual_name: string;
  manufacturer_id: number | null;
}

/** The tree: root → branch → leaf. Items sit in leaves; the data packages in category -1. */
const tree: {
  name: string;
  title: string;
  children: { name: string; title: string; leaves: [string, string][] }[];
}[] = [
  {
    name: 'ships',
    title: 'Ships',
    children: [
      {
        name: 'fighters',
        title: 'Fighters',
        leaves: [
          ['light', 'Light Fighters'],
          ['heavy', 'Heavy Fighters'],
        ],
      },
      {
        name: 'freighters',
        title: 'Freighters',
        leaves: [
          ['haulers', 'Haulers'],
          ['tankers', 'Tankers'],
        ],
      },
      {
        name: 'explorers',
        title: 'Explorers',
        leaves: [
          ['scouts', 'Scouts'],
          ['survey', 'Survey Vessels'],
        ],
      },
    ],
  },
  {
    name: 'components',
    title: 'Components',
    children: [
      {
        name: 'weapons',
        title: 'Weapons',
        leaves: [
          ['lasers', 'Lasers'],
          ['missiles', 'Missiles'],
        ],
      },
      {
        name: 'engines',
        title: 'Engines',
        leaves: [
          ['thrusters', 'Thrusters'],
          ['jump-drives', 'Jump Drives'],
        ],
      },
    ],
  },
  {
    name: 'equipment',
    title: 'Equipment',
    children: [
      {
        name: 'suits',
        title: 'Suits',
        leaves: [
          ['armor', 'Armor'],
          ['flight-suits', 'Flight Suits'],
        ],
      },
      { name: 'tools', title: 'Tools', leaves: [['mining-tools', 'Mining Tools']] },
    ],
  },
];

function buildCategories() {
  const categories: CategorySeed[] = [
    {
      id: -1,
      title: 'Data Packages',
      virtual_path: '/',
      virtual_name: 'data-packages',
      manufacturer_id: null,
    },
  ];
  const leaves: { id: number; root: string; branch: string; leaf: string; title: string }[] = [];
  let id = 1;
  for (const root of tree) {
    categories.push({
      id: id++,
      title: root.title,
      virtual_path: '/',
      virtual_name: root.name,
      manufacturer_id: null,
    });
    for (const branch of root.children) {
      categories.push({
        id: id++,
        title: branch.title,
        virtual_path: `/${root.name}`,
        virtual_name: branch.name,
        manufacturer_id: null,
      });
      for (const [leaf, title] of branch.leaves) {
        const leafId = id++;
        categories.push({
          id: leafId,
          title,
          virtual_path: `/${root.name}/${branch.name}`,
          virtual_name: leaf,
          manufacturer_id: null,
        });
        leaves.push({ id: leafId, root: root.name, branch: branch.name, leaf, title });
      }
    }
  }
  // A manufacturer's own root category, shown only for that manufacturer.
  const signature = id++;
  categories.push({
    id: signature,
    title: 'Aurora Signature',
    virtual_path: '/',
    virtual_name: 'aurora-signature',
    manufacturer_id: 1,
  });
  categories.push({
    id: id++,
    title: 'Concept Hulls',
    virtual_path: '/aurora-signature',
    virtual_name: 'concept',
    manufacturer_id: 1,
  });
  leaves.push({
    id: id - 1,
    root: 'aurora-signature',
    branch: 'concept',
    leaf: 'concept',
    title: 'Concept Hulls',
  });
  return { categories, leaves };
}

/** Name parts per branch of the tree, so a hull is named like a hull and a drill like a drill. */
const namesByBranch: Record<string, { first: string[]; second: string[] }> = {
  fighters: {
    first: ['Vanguard', 'Talon', 'Wraith', 'Sabre', 'Hornet', 'Harbinger'],
    second: ['Mk I', 'Mk II', 'Interceptor', 'LX'],
  },
  freighters: {
    first: ['Caravan', 'Mule', 'Atlas', 'Bulwark', 'Corsair'],
    second: ['Hauler', 'C2', 'Max', 'Prime'],
  },
  explorers: {
    first: ['Pathfinder', 'Odyssey', 'Pioneer', 'Meridian', 'Nomad', 'Halcyon'],
    second: ['Explorer', 'Scout', 'Survey', 'Ranger'],
  },
  weapons: {
    first: ['Ion', 'Plasma', 'Photon', 'Pulse', 'Arc'],
    second: ['Cannon', 'Repeater', 'Launcher', 'Lance'],
  },
  engines: {
    first: ['Fusion', 'Quantum', 'Graviton', 'Nova'],
    second: ['Thruster', 'Drive', 'Jump Core', 'Booster'],
  },
  suits: {
    first: ['Aegis', 'Void', 'Sentinel', 'Frontier'],
    second: ['Suit', 'Helmet', 'Exo-Frame', 'Armor'],
  },
  tools: {
    first: ['Rover', 'Drifter', 'Medic', 'Prospector'],
    second: ['Drill', 'Scanner', 'Kit', 'Cutter'],
  },
  // Not 'Aurora': the maker's name starts every title ("Aurora Aurora Lumen").
  concept: { first: ['Zenith'], second: ['Concept Zero', 'Prism', 'Lumen'] },
};

/** Each branch's drawing (media/svg.ts): armour is drawn as armour, not as a ship. */
const drawingByBranch: Record<string, MediaKind> = {
  fighters: 'ship',
  freighters: 'ship',
  explorers: 'ship',
  concept: 'ship',
  weapons: 'weapon',
  engines: 'engine',
  suits: 'armour',
  tools: 'tool',
};

/** The top-level categories' drawings; a deeper category takes its branch's. */
const drawingByRoot: Record<string, MediaKind> = {
  ships: 'ship',
  components: 'weapon',
  equipment: 'armour',
  'data-packages': 'data',
  'aurora-signature': 'ship',
};

/**
 * A category's picture: a drawing of what it holds, seeded by its name (the data packages'
 * category, id -1, and Ships, id 1, were drawn alike from their ids' absolute value).
 */
function categoryDrawing(category: CategorySeed): MediaKind {
  const branch = category.virtual_path.split('/').pop() ?? '';
  return (
    drawingByRoot[category.virtual_name] ??
    drawingByBranch[category.virtual_name] ??
    drawingByBranch[branch] ??
    'ship'
  );
}

/** Roman numerals for the packs' series: a repeated name takes the next free one. */
const PACK_NUMERALS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

/**
 * `title` if no lot has it yet, else the first of `alternatives` none has, else `title` with
 * `fallback` (the scaled worlds' many extra items exhaust the name parts). Records it as taken.
 * The seeded random stream is not touched, so every price, id and choice stays as it was.
 */
function distinctTitle(taken: Set<string>, title: string, alternatives: () => string[], fallback: string) {
  const chosen = !taken.has(title)
    ? title
    : (alternatives().find((candidate) => !taken.has(candidate)) ?? `${title} ${fallback}`);
  taken.add(chosen);
  return chosen;
}

const tagsByRoot: Record<string, number[]> = {
  ships: [1, 2, 4, 5, 6],
  components: [1, 2, 3],
  equipment: [3, 7, 2],
  'aurora-signature': [6, 10],
};

function specFor(random: Random, root: string) {
  const length = random.int(8, 120);
  const mass = random.int(900, 480_000);
  return {
    model: {
      name_table: 'Model',
      list_spec: [
        {
          title: 'Role',
          value: root === 'ships' ? random.pick(['Fighter', 'Freighter', 'Explorer', 'Multirole']) : 'Module',
          unit: '',
        },
        { title: 'Crew', value: random.int(1, 8), unit: '' },
        {
          title: 'Production state',
          value: random.pick(['Flight ready', 'In concept', 'Limited run']),
          unit: '',
        },
      ],
    },
    dimension: {
      name_table: 'Dimension',
      list_spec: [
        { title: 'Length', value: length, unit: 'm' },
        { title: 'Beam', value: Math.round(length * 0.6), unit: 'm' },
        { title: 'Height', value: Math.max(2, Math.round(length * 0.25)), unit: 'm' },
        { title: 'Mass', value: mass, unit: 'kg' },
      ],
    },
    structural: {
      name_table: 'Structural',
      list_spec: [
        { title: 'Cargo capacity', value: random.int(0, 696), unit: 'SCU' },
        { title: 'Hull points', value: random.int(2_000, 90_000), unit: 'HP' },
        { title: 'Shield generators', value: random.int(1, 4), unit: '' },
      ],
    },
    maneuvering: {
      name_table: 'Maneuvering',
      list_spec: [
        { title: 'SCM speed', value: random.int(80, 260), unit: 'm/s' },
        { title: 'Max speed', value: random.int(900, 1_400), unit: 'm/s' },
        { title: 'Pitch', value: random.int(20, 95), unit: 'deg/s' },
        { title: 'Yaw', value: random.int(20, 90), unit: 'deg/s' },
      ],
    },
  };
}

const capabilities = [
  'Quantum travel',
  'Atmospheric flight',
  'Cargo grid',
  'Medical bay',
  'Tractor beam',
  'Mining laser mount',
  'Jump point navigation',
  'Stealth coating',
  'Hangar for a snub fighter',
  'Refuelling probe',
  'Long-range scanners',
  'Escape pods',
];

const systemTypes = ['Power plant', 'Cooler', 'Shield generator', 'Quantum drive', 'Radar'];
const hardpointTypes = ['Laser cannon', 'Ballistic gatling', 'Missile rack', 'Turret', 'Point defence'];

function itemRecord(
  random: Random,
  id: number,
  leaf: ReturnType<typeof buildCategories>['leaves'][number],
  now: Date,
  takenTitles: Set<string>,
) {
  const names = namesByBranch[leaf.branch] ?? { first: ['Frontier'], second: ['Model'] };
  const manufacturer = leaf.root === 'aurora-signature' ? manufacturers[0] : random.pick(manufacturers);
  const maker = manufacturer?.title.split(' ')[0];
  const title = distinctTitle(
    takenTitles,
    `${maker} ${random.pick(names.first)} ${random.pick(names.second)}`,
    () => names.first.flatMap((first) => names.second.map((second) => `${maker} ${first} ${second}`)),
    `#${id}`,
  );
  const drawing = drawingByBranch[leaf.branch] ?? 'ship';
  const usd = random.int(5, 400) * 100 - 1;
  const itemTags = random.sample(tagsByRoot[leaf.root] ?? [2], random.int(1, 2));
  if (id % 7 === 0) itemTags.push(8);
  if (id % 11 === 0) itemTags.push(9);
  // One item in 13 is a limited offer, ending 5 weeks to 13 months after the seed.
  const timeLimited = id % 13 === 0 ? offerEnd(now, 37 + 30 * (id % 12) + (id % 27)) : null;
  const gallery = Array.from({ length: random.int(3, 5) }, (_, n) => mediaPath(drawing, `${id}-${n + 1}`));
  const manufacturerTitle = manufacturer?.title ?? 'Unknown';
  return {
    id,
    title,
    header: `${leaf.title} by ${manufacturerTitle}`,
    description: `The ${title} belongs to the ${leaf.title} line of ${manufacturerTitle}. ${random.pick([
      'Fast, light and forgiving, it suits pilots who are new to the frontier.',
      'Built to last, it trades speed for armour and room to grow.',
      'A favourite of veteran crews who fly far from the nearest station.',
      'Every part of it can be swapped in the field with basic tools.',
    ])}`,
    image_url: mediaPath(drawing, id),
    category_id: leaf.id,
    manufacturer_id: manufacturer?.id ?? null,
    price: { USD: usd, RDC: rdcFor(usd) },
    time_limited: timeLimited,
    enabled: id % 29 !== 0,
    tag_ids: itemTags,
    data: {
      description_card: `${leaf.title} · ${manufacturerTitle}`,
      picture: mediaPath(drawing, id),
      block_gallery: { list_images: gallery },
      block_capabilities: {
        name_block: 'Capabilities',
        list_capabilities: random.sample(capabilities, random.int(3, 6)),
      },
      block_tech_spec: specFor(random, leaf.root),
      block_overview: true,
      block_product_footer: true,
      overview_cards: Array.from({ length: random.int(2, 12) }, (_, n) => ({
        id: n + 1,
        card_title: random.pick([
          'Cockpit',
          'Cargo hold',
          'Engine bay',
          'Hangar',
          'Bridge',
          'Living quarters',
          'Armoury',
        ]),
        img_card: mediaPath(drawing, `${id}-card-${n + 1}`),
        img_inner: mediaPath(drawing, `${id}-inner-${n + 1}`),
        description: 'A closer look at one part of the ship.',
        data: [
          { id: 1, title: 'Size', value: random.pick(['S', 'M', 'L', 'XL']) },
          { id: 2, title: 'Rating', value: random.int(1, 5) },
        ],
      })),
      systems: systemTypes.map((type, n) => ({
        title: `${type} ${random.pick(['A', 'B', 'C'])}`,
        type,
        class: random.pick(['Civilian', 'Military', 'Industrial', 'Stealth']),
        manufacturer: random.pick(manufacturers).title,
        count: random.int(1, 3),
        icon: mediaPath('card', `system-${n + 1}`),
      })),
      hardpoints: random.sample(hardpointTypes, random.int(2, 5)).map((type, n) => ({
        title: `${type} S${random.int(1, 5)}`,
        type,
        class: random.pick(['Energy', 'Ballistic', 'Ordnance']),
        manufacturer: random.pick(manufacturers).title,
        count: random.int(1, 4),
        icon: mediaPath('card', `hardpoint-${n + 1}`),
      })),
    },
  };
}

function dataPackageItem(id: number, n: number) {
  const usd = 299 + n * 200;
  return {
    id,
    title: `Star Chart Data Package ${n}`,
    header: 'Data package',
    description: 'Navigation data for uncharted systems, delivered to your ship computer.',
    image_url: mediaPath('data', id),
    category_id: -1,
    manufacturer_id: 4,
    price: { USD: usd, RDC: rdcFor(usd) },
    time_limited: null,
    enabled: true,
    tag_ids: [2],
    data: {
      description_card: 'Data package',
      picture: mediaPath('data', id),
      block_gallery: { list_images: [1, 2, 3].map((k) => mediaPath('data', `${id}-${k}`)) },
      block_capabilities: {
        name_block: 'Contents',
        list_capabilities: ['Jump point coordinates', 'Hazard maps', 'Trade routes'],
      },
      block_tech_spec: {
        model: { name_table: 'Model', list_spec: [{ title: 'Format', value: 'Nav-chart v4', unit: '' }] },
        dimension: { name_table: 'Dimension', list_spec: [{ title: 'Size', value: 120 * n, unit: 'MB' }] },
        structural: {
          name_table: 'Structural',
          list_spec: [{ title: 'Systems covered', value: 12 * n, unit: '' }],
        },
        maneuvering: {
          name_table: 'Maneuvering',
          list_spec: [{ title: 'Jump points', value: 30 * n, unit: '' }],
        },
      },
      block_overview: false,
      block_product_footer: true,
      overview_cards: [],
    },
  };
}

export async function seedMarket(db: PGlite, options: SeedMarketOptions = {}) {
  const random = seededRandom(20260101);
  const scale = Math.max(0, Math.floor(options.scale ?? 0));
  const now = options.now ?? new Date();
  const { categories, leaves } = buildCategories();

  const takenTitles = new Set<string>();
  const items = [
    ...Array.from({ length: SEED_COUNTS.items - 2 }, (_, n) =>
      itemRecord(random, n + 1, random.pick(leaves), now, takenTitles),
    ),
    dataPackageItem(SEED_COUNTS.items - 1, 1),
    dataPackageItem(SEED_COUNTS.items, 2),
  ];
  const extra = seededRandom(20260202 + scale);
  for (let n = 1; n <= scale; n += 1)
    items.push(itemRecord(extra, SEED_COUNTS.items + n, extra.pick(leaves), now, takenTitles));
  const byId = new Map(items.map((item) => [item.id, item]));
  const enabledIds = items
    .filter((item) => item.enabled && item.id <= SEED_COUNTS.items)
    .map((item) => item.id);

  const packTitles = new Set<string>();
  const packages = Array.from({ length: SEED_COUNTS.packages }, (_, n) => {
    const id = n + 1;
    const itemIds = random.sample(enabledIds, random.int(3, 6)).sort((a, b) => a - b);
    const sum = itemIds.reduce((total, itemId) => total + (byId.get(itemId)?.price.USD ?? 0), 0);
    // Packages save 30% on their items.
    const usd = Math.round((sum * 0.7) / 100) * 100 - 1;
    const series = random.pick([
      'Starter',
      'Frontier',
      'Veteran',
      'Explorer',
      'Industrial',
      'Strike',
      'Collector',
    ]);
    const numeral = n % 4;
    const title = distinctTitle(
      packTitles,
      `${series} Pack ${PACK_NUMERALS[numeral]}`,
      () => PACK_NUMERALS.slice(numeral + 1).map((next) => `${series} Pack ${next}`),
      `#${id}`,
    );
    return {
      id,
      title,
      header: `${itemIds.length} items · save 30%`,
      description: 'A bundle of ships and gear that work well together, for less than the parts.',
      image_url: mediaPath('package', id),
      category_id: null,
      price: { USD: usd, RDC: rdcFor(usd) },
      // Package 3 is the limited time offers' package, ending about three months after the seed.
      time_limited: id === 3 ? offerEnd(now, 97) : null,
      // One package is retired, so the enabled filter has something to drop.
      enabled: id !== 12,
      tag_ids: id % 4 === 0 ? [9] : id % 5 === 0 ? [10] : [],
      item_ids: itemIds,
      data: {
        description_card: `${itemIds.length} items`,
        picture: mediaPath('package', id),
        block_gallery: {
          list_images: itemIds
            .slice(0, 4)
            .map((itemId) => byId.get(itemId)?.image_url ?? mediaPath('package', id)),
        },
        block_overview: true,
        block_product_footer: true,
      },
    };
  });

  const periods = [1, 3, 6, 12].map((length, n) => ({ id: n + 1, length }));

  const subscriptionNames = ['Cadet', 'Pilot', 'Captain', 'Commander', 'Admiral', 'Founders Legacy'];
  const subscriptions = subscriptionNames.map((name, n) => {
    const id = n + 1;
    const usd = [499, 999, 1999, 2999, 4999, 9999][n] as number;
    return {
      id,
      title: `${name} Subscription`,
      header: `${name} tier`,
      description: `Monthly ${name.toLowerCase()} benefits: hangar flair, early access and a monthly item.`,
      image_url: mediaPath('subscription', id),
      category_id: null,
      price: { USD: usd, RDC: rdcFor(usd) },
      time_limited: null,
      // The Founders Legacy tier is closed: the enabled filter hides it.
      enabled: id !== 6,
      tag_ids: id === 5 ? [9] : [],
      item_ids: random.sample(enabledIds, 6 - n).sort((a, b) => a - b),
      package_ids: n % 2 === 0 ? [] : random.sample([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], Math.ceil(n / 2)),
      period_id: (periods[n % periods.length] as { id: number }).id,
      data: {
        description_card: `${name} tier`,
        picture: mediaPath('subscription', id),
        block_product_footer: true,
      },
    };
  });

  // More tiers, so the Subscriptions tab has several pages (5 a page by default). Drawn from a
  // stream of their own, so the lots seeded before them stay as they were.
  const tiers = seededRandom(20260303);
  const moreTierNames = ['Scout', 'Trader', 'Miner', 'Racer', 'Medic', 'Engineer', 'Smuggler', 'Navigator'];
  for (const [n, name] of moreTierNames.entries()) {
    const id = subscriptionNames.length + n + 1;
    const usd = 299 + n * 200;
    subscriptions.push({
      id,
      title: `${name} Subscription`,
      header: `${name} tier`,
      description: `Monthly ${name.toLowerCase()} benefits: a themed hangar, a monthly item and member prices.`,
      image_url: mediaPath('subscription', id),
      category_id: null,
      price: { USD: usd, RDC: rdcFor(usd) },
      time_limited: null,
      enabled: true,
      tag_ids: [],
      item_ids: tiers.sample(enabledIds, 1 + (n % 4)).sort((a, b) => a - b),
      package_ids: n % 3 === 0 ? [] : tiers.sample([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], n % 3),
      period_id: (periods[n % periods.length] as { id: number }).id,
      data: {
        description_card: `${name} tier`,
        picture: mediaPath('subscription', id),
        block_product_footer: true,
      },
    });
  }

  const coinCounts = [100, 250, 500, 1_000, 2_500, 5_000, 10_000, 25_000];
  const coinPrices = [999, 2399, 4699, 8999, 21999, 42999, 84999, 199999];
  const coinPacks = coinCounts.map((rdc, n) => ({
    id: n + 1,
    title: `${rdc.toLocaleString('en-US')} RDC`,
    description: n >= 4 ? 'Best value' : '',
    image_url: mediaPath('coin', n + 1),
    count: rdc * 100,
    price: { USD: coinPrices[n] as number },
    enabled: true,
    data: null,
  }));

  const plans = [
    {
      id: 1,
      title: 'AI Companion Plan',
      header: 'Your co-pilot, every day',
      description: 'An AI crew member that learns your routes. Billed per month of the chosen period.',
      image_url: mediaPath('plan', 1),
      price: { USD: 1499, RDC: rdcFor(1499) },
      enabled: true,
      period_ids: [1, 2, 3, 4],
      data: { description_card: 'AI companion', block_product_footer: true },
    },
    {
      id: 2,
      title: 'Fleet Insurance Plan',
      header: 'Lose a ship, not your progress',
      description: 'Ship replacement and hull insurance for the whole fleet.',
      image_url: mediaPath('plan', 2),
      price: { USD: 699, RDC: rdcFor(699) },
      enabled: true,
      period_ids: [1, 4],
      data: { description_card: 'Fleet insurance', block_product_footer: true },
    },
  ];

  const slides = [
    {
      id: 1,
      title: items[0]?.title ?? 'Featured ship',
      description: 'The featured ship of the month.',
      background_type: 'Picture',
      // The featured lots' slides show what they feature.
      background_url: mediaPath('ship', 'slide-1'),
      template: 'MarketItem',
      lot_item_id: 1,
      lot_package_id: null,
      enabled: true,
    },
    {
      id: 2,
      title: 'Launch trailer',
      description: 'Watch the new season trailer.',
      background_type: 'Video',
      background_url: '/api/v1/media/video/1.webm',
      template: 'default',
      lot_item_id: null,
      lot_package_id: null,
      enabled: true,
    },
    {
      id: 3,
      title: packages[0]?.title ?? 'Featured pack',
      description: 'Everything a new pilot needs, 30% off.',
      background_type: 'Picture',
      background_url: mediaPath('package', 'slide-3'),
      template: 'MarketPackage',
      lot_item_id: null,
      lot_package_id: 1,
      enabled: true,
    },
    {
      id: 4,
      title: 'Creators Corner is open',
      description: 'Build with our Unreal Engine template and get featured.',
      background_type: 'Video',
      background_url: '/api/v1/media/video/2.webm',
      template: 'default',
      lot_item_id: null,
      lot_package_id: null,
      enabled: true,
    },
    {
      id: 5,
      title: 'Old promotion',
      description: 'A switched-off slide.',
      background_type: 'Picture',
      background_url: mediaPath('slide', 5),
      template: 'default',
      lot_item_id: null,
      lot_package_id: null,
      enabled: false,
    },
  ];

  const sliders = [
    {
      id: 1,
      title: 'Home',
      images: [1, 2, 3].map((n) => ({ id: n, image_url: mediaPath('slide', `home-${n}`) })),
      enabled: true,
    },
    {
      id: 2,
      title: 'Marketplace',
      images: [1, 2].map((n) => ({ id: n, image_url: mediaPath('slide', `market-${n}`) })),
      enabled: true,
    },
  ];
  const slideGroups = [
    {
      id: 1,
      title: 'Home preview',
      url: '/',
      slider_id: 1,
      slides_order: [1, 2, 3, 4],
      duration: 6,
      enabled: true,
    },
    {
      id: 2,
      title: 'Marketplace highlights',
      url: '/marketplace',
      slider_id: 2,
      slides_order: [3, 1],
      duration: 8,
      enabled: true,
    },
  ];

  await seedTransaction(db, async (tx) => {
    await insertRecords(tx, 'market_tag', { id: 'int', title: 'text', color: 'text' }, tags);
    await insertRecords(
      tx,
      'market_manufacturer',
      { id: 'int', title: 'text', description: 'text', image_url: 'text' },
      manufacturers,
    );
    await insertRecords(
      tx,
      'market_category',
      {
        id: 'int',
        title: 'text',
        virtual_path: 'text',
        virtual_name: 'text',
        manufacturer_id: 'int',
        image_url: 'text',
      },
      categories.map((category) => ({
        ...category,
        image_url: mediaPath(categoryDrawing(category), `category-${category.virtual_name}`),
      })),
    );
    await insertRecords(
      tx,
      'market_item',
      {
        id: 'int',
        title: 'text',
        header: 'text',
        description: 'text',
        image_url: 'text',
        category_id: 'int',
        manufacturer_id: 'int',
        price: 'jsonb',
        time_limited: 'timestamptz',
        enabled: 'boolean',
        tag_ids: 'jsonb',
        data: 'jsonb',
      },
      items,
    );
    const lotColumns = {
      id: 'int',
      title: 'text',
      header: 'text',
      description: 'text',
      image_url: 'text',
      category_id: 'int',
      price: 'jsonb',
      time_limited: 'timestamptz',
      enabled: 'boolean',
      tag_ids: 'jsonb',
      item_ids: 'jsonb',
      data: 'jsonb',
    };
    await insertRecords(tx, 'market_package', lotColumns, packages);
    await insertRecords(tx, 'market_period', { id: 'int', length: 'int' }, periods);
    await insertRecords(
      tx,
      'market_subscription',
      { ...lotColumns, package_ids: 'jsonb', period_id: 'int' },
      subscriptions,
    );
    await insertRecords(
      tx,
      'market_coin_pack',
      {
        id: 'int',
        title: 'text',
        description: 'text',
        image_url: 'text',
        count: 'int',
        price: 'jsonb',
        enabled: 'boolean',
        data: 'jsonb',
      },
      coinPacks,
    );
    await insertRecords(
      tx,
      'market_plan',
      {
        id: 'int',
        title: 'text',
        header: 'text',
        description: 'text',
        image_url: 'text',
        price: 'jsonb',
        enabled: 'boolean',
        period_ids: 'jsonb',
        data: 'jsonb',
      },
      plans,
    );
    await insertRecords(
      tx,
      'market_slide',
      {
        id: 'int',
        title: 'text',
        description: 'text',
        background_type: 'text',
        background_url: 'text',
        template: 'text',
        lot_item_id: 'int',
        lot_package_id: 'int',
        enabled: 'boolean',
      },
      slides,
    );
    await insertRecords(
      tx,
      'market_slider',
      { id: 'int', title: 'text', images: 'jsonb', enabled: 'boolean' },
      sliders,
    );
    await insertRecords(
      tx,
      'market_slide_group',
      {
        id: 'int',
        title: 'text',
        url: 'text',
        slider_id: 'int',
        slides_order: 'jsonb',
        duration: 'int',
        enabled: 'boolean',
      },
      slideGroups,
    );
  });
}
