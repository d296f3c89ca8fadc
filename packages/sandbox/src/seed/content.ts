// The content of the demo world: post categories, news in news/media/dev, the articles
// 38 (Welcome To The Future), 39 (Timeline) and 112 (Creators Corner), nested comments,
// legal pages, header and footer link templates, and entity URLs. Deterministic.
import type { PGlite } from '@electric-sql/pglite';
import { mediaPath } from '../media/svg';
import { insertRecords } from './insert-records';
import { seedTransaction } from './seed-transaction';
import { seededRandom } from './random';

const ARTICLE_IDS = { welcome: 38, timeline: 39, creators: 112 } as const;

const postCategories = [
  { id: 1, title: 'News', slug: 'news', description: 'Announcements from the studio.' },
  { id: 2, title: 'Media', slug: 'media', description: 'Screenshots, trailers and art.' },
  { id: 3, title: 'Dev', slug: 'dev', description: 'Notes from the development team.' },
  { id: 4, title: 'Articles', slug: 'articles', description: 'Long-form pages of the site.' },
];

const headlines: Record<string, string[]> = {
  news: [
    'Season One launches next month',
    'Server maintenance this weekend',
    'New star system discovered: Kepler Reach',
    'Community event: the Great Convoy',
    'Marketplace now accepts RDC for packages',
    'Patch 1.4 notes',
    'Partner portals go live',
    'Winners of the screenshot contest',
    'Holiday sale starts today',
    'Roadmap update for the next quarter',
  ],
  media: [
    'Wallpaper pack: Nebula Dawn',
    'Trailer: The Long Haul',
    'Concept art of the Harbinger',
    'Soundtrack preview',
    'Behind the scenes: motion capture',
    'Photo mode gallery',
    'Fan art spotlight',
    'Timelapse: building a capital ship',
    'Cinematic: first contact',
    'Developer livestream recap',
  ],
  dev: [
    'How we render planetary rings',
    'Netcode deep dive',
    'Designing the flight model',
    'Procedural asteroid fields',
    'Economy balancing notes',
    'Building the AI companion',
    'Audio occlusion in space',
    'Shader compilation without stutter',
    'Our Unreal Engine template explained',
    'Testing at scale with ten thousand ships',
  ],
};

const welcomeData = {
  title: 'Welcome To The Future',
  sections: [
    {
      id: 1,
      title: 'A living galaxy',
      body: 'Fly, trade and fight across hundreds of hand-crafted systems.',
    },
    { id: 2, title: 'Your ship, your story', body: 'Every hull can be rebuilt, repainted and refitted.' },
    { id: 3, title: 'Play together', body: 'Crew up with friends or join one of the great fleets.' },
  ],
};

// "Years list runs 2080 to 2150 in steps of 10" (marketplace-content.md §2.8).
const timelineYears = [2080, 2090, 2100, 2110, 2120, 2130, 2140, 2150];
const timelineData = {
  title: 'Timeline',
  backgroundWrapper: mediaPath('post', 'timeline-bg'),
  counterYear: timelineYears,
  list: timelineYears.map((year, n) => ({
    id: n + 1,
    title: [
      'First jump gate',
      'The Kepler colonies',
      'The corporate wars',
      'The Long Haul',
      'Free pilots charter',
      'The Great Convoy',
      'First contact',
      'The galaxy opens',
    ][n],
    yearComment: [
      'Where it began',
      'Ten thousand settlers',
      'Fleets for hire',
      'Beyond the rim',
      'Every pilot their own ship',
      'A fleet of fleets',
      'We are not alone',
      'Your story starts',
    ][n],
    year,
    url: mediaPath('post', `timeline-${year}`),
    text: 'A milestone on the road to the galaxy the game begins in.',
    placement: n % 2 === 0 ? 'top' : 'bottom',
    rotation: [-6, 4, -3, 5, 0, -4, 3, 0][n],
  })),
  bigblock: {
    year: 2150,
    headers: ['The galaxy opens', 'Start your space battle'],
    body: 'Seventy years of history lead to the moment you take the helm.',
  },
};

const creatorsData = {
  title: 'Creators Corner',
  overview: { title: 'Overview', description: 'Make content for the game and get paid for it.' },
  creators: {
    title: 'Creators',
    description: 'Meet some of the creators already in the programme.',
    authors: [1, 2, 3, 4].map((id) => ({
      id,
      title: ['NebulaNomad', 'Captain Vex', 'StarSmith', 'OrbitOwl'][id - 1],
      description: [
        'Streams deep-space exploration.',
        'Builds cinematic trailers.',
        'Makes ship mods.',
        'Writes lore guides.',
      ][id - 1],
      bg: mediaPath('avatar', id),
    })),
  },
  unreal_engine_template: {
    title: 'Unreal Engine Template',
    description: 'Start from our template to build scenes with the game assets.',
  },
  faq: {
    questions: [
      {
        id: 1,
        title: 'Who can join?',
        short_answer: 'Anyone: the programme is open to every player.',
        details: [
          { id: 1, title: 'Sign up with a link to your work, portfolio or channel.' },
          { id: 2, title: 'No minimum age of account.' },
        ],
      },
      {
        id: 2,
        title: 'How do I get paid?',
        short_answer: 'A share of what your content earns.',
        details: [
          { id: 1, title: 'Payouts follow the views and sales your content brings.' },
          { id: 2, title: 'A 5% royalty applies above USD 1 million of earnings.' },
        ],
      },
      {
        id: 3,
        title: 'Do I need an audience?',
        short_answer: 'For streamers and video makers, yes.',
        details: [
          { id: 1, title: '150+ average concurrent viewers on a streaming site.' },
          { id: 2, title: 'Or 50,000+ subscribers on a video site.' },
        ],
      },
      {
        id: 4,
        title: 'Can I use the game assets?',
        short_answer: 'Yes, through the Unreal Engine template.',
        details: [{ id: 1, title: 'The licence is in the EULA.' }],
      },
      {
        id: 5,
        title: 'What can I make?',
        short_answer: 'Art, music, models, streams, videos and more.',
        details: [{ id: 1, title: 'Every role card on this page is a way in.' }],
      },
      {
        id: 6,
        title: 'How long does review take?',
        short_answer: 'About two weeks.',
        details: [{ id: 1, title: 'We write to the email you sign up with.' }],
      },
    ],
  },
};

const commenters = ['NebulaNomad', 'Captain Vex', 'StarSmith', 'OrbitOwl', 'QuasarQueen', 'demo'];
const remarks = [
  'Can not wait for this!',
  'Great write-up, thanks.',
  'Will this work on the older hulls?',
  'Finally!',
  'See you in the convoy.',
  'Any news on the release date?',
  'The art is stunning.',
  'Agreed.',
];

function legalPage(id: number, title: string, url: string) {
  return {
    id,
    title,
    url,
    enabled: true,
    data: JSON.stringify({
      title,
      updated_at: '2025-10-01',
      sections: [
        {
          id: 1,
          heading: 'Introduction',
          body: `This ${title} applies to the game, the site and the marketplace.`,
        },
        {
          id: 2,
          heading: 'Your account',
          body: 'Keep your password safe; you are responsible for what happens in your account.',
        },
        { id: 3, heading: 'Contact', body: 'Write to support with any question about this document.' },
      ],
    }),
  };
}

const link = (
  id: number,
  title: string,
  url: string,
  sub: { id: number; title: string; url: string }[] = [],
) => ({
  id,
  title,
  url,
  enabled: true,
  sub_links: sub.map((s) => ({ ...s, enabled: true, sub_links: [], sub_links_order: [] })),
  sub_links_order: sub.map((s) => s.id),
});

const headerLinks = [
  link(1, 'Games', '/welcome-to-the-future'),
  link(2, 'Creators Corner', '/creator-corners', [
    { id: 21, title: 'Overview', url: '/creator-corners#Overview' },
    { id: 22, title: 'Creators', url: '/creator-corners#Creators' },
    { id: 23, title: 'Unreal Engine Template', url: '/creator-corners#UnrealEngineTemplate' },
    { id: 24, title: 'FAQ', url: '/creator-corners#FAQ' },
    { id: 25, title: 'Sign Up', url: '/creator-corners#SignUp' },
  ]),
  link(3, 'Community', '/', [
    { id: 31, title: 'News', url: '/' },
    { id: 32, title: 'Timeline', url: `/articles/${ARTICLE_IDS.timeline}` },
    { id: 33, title: 'Forum', url: '/' },
  ]),
  link(4, 'Marketplace', '/marketplace', [
    { id: 41, title: 'Virtual Currency', url: '/marketplace/virtual-currency' },
    { id: 42, title: 'Packages', url: '/marketplace/packages' },
    { id: 43, title: 'Manufactory', url: '/marketplace/manufactory' },
    { id: 44, title: 'Subscriptions', url: '/marketplace/subscriptions' },
  ]),
];

const footerLinks = [
  link(1, 'EULA', '/EULA'),
  link(2, 'Terms Of Service', '/Terms-Of-Service'),
  link(3, 'Privacy Policy', '/Privacy-Policy'),
  link(4, 'Creators Corner', `/articles/${ARTICLE_IDS.creators}`),
  link(5, 'Timeline', `/articles/${ARTICLE_IDS.timeline}`),
];

const socialLinks = ['Discord', 'YouTube', 'Twitch', 'X'].map((title, n) => ({
  id: n + 1,
  title,
  url: `https://${title.toLowerCase()}.example/rdc`,
  image_url: mediaPath('social', title.toLowerCase()),
  enabled: title !== 'X',
}));

export async function seedContent(db: PGlite) {
  const random = seededRandom(20260303);
  const news = Object.entries(headlines).flatMap(([slug, captions], c) =>
    captions.map((caption, n) => {
      const id = c * captions.length + n + 1;
      // Spread over 2025–2026, a few days apart, interleaving the categories.
      const publishAt = new Date(
        Date.UTC(2025, 0, 5) + (n * 3 + c) * 6 * 86_400_000 + random.int(0, 86_399) * 1000,
      );
      return {
        id,
        caption,
        text: `<p>${caption}.</p><p>${random.pick(remarks)} More details follow in the coming weeks.</p>`,
        type: 'post',
        category_id: (postCategories.find((category) => category.slug === slug) as { id: number }).id,
        publish_at: publishAt.toISOString(),
        meta: { image_url: mediaPath('post', id), description_card: `${caption}: read the full story.` },
        data: null,
      };
    }),
  );
  const article = (id: number, caption: string, publishAt: string, data: object) => ({
    id,
    caption,
    text: `<p>${caption}</p>`,
    type: 'post',
    category_id: 4,
    publish_at: publishAt,
    meta: { image_url: mediaPath('post', id), description_card: caption },
    data,
  });
  const posts = [
    ...news,
    article(ARTICLE_IDS.welcome, 'Welcome To The Future', '2024-06-01T12:00:00.000Z', welcomeData),
    article(ARTICLE_IDS.timeline, 'Timeline', '2024-06-02T12:00:00.000Z', timelineData),
    article(ARTICLE_IDS.creators, 'Creators Corner', '2024-06-03T12:00:00.000Z', creatorsData),
  ];

  // Comments: top-level comments on the articles and a few news posts, with answers two levels deep.
  const comments: {
    id: number;
    post_id: number;
    parent_id: number | null;
    alias: string;
    text: string;
    created_at: string;
  }[] = [];
  let commentId = 1;
  const commented = [ARTICLE_IDS.welcome, ARTICLE_IDS.timeline, ARTICLE_IDS.creators, 1, 2, 11, 21];
  for (const postId of commented) {
    const base = Date.UTC(2025, 11, 1) + postId * 3_600_000;
    for (let top = 0; top < random.int(2, 4); top += 1) {
      const parent = commentId++;
      comments.push({
        id: parent,
        post_id: postId,
        parent_id: null,
        alias: random.pick(commenters),
        text: random.pick(remarks),
        created_at: new Date(base + parent * 60_000).toISOString(),
      });
      for (let sub = 0; sub < random.int(0, 2); sub += 1) {
        const child = commentId++;
        comments.push({
          id: child,
          post_id: postId,
          parent_id: parent,
          alias: random.pick(commenters),
          text: random.pick(remarks),
          created_at: new Date(base + child * 60_000).toISOString(),
        });
        if (sub === 0 && top === 0) {
          const grandchild = commentId++;
          comments.push({
            id: grandchild,
            post_id: postId,
            parent_id: child,
            alias: random.pick(commenters),
            text: 'Agreed.',
            created_at: new Date(base + grandchild * 60_000).toISOString(),
          });
        }
      }
    }
  }

  const pages = [
    legalPage(1, 'EULA', '/EULA'),
    legalPage(2, 'Terms Of Service', '/Terms-Of-Service'),
    legalPage(3, 'Privacy Policy', '/Privacy-Policy'),
  ];

  const templates = [
    {
      id: 1,
      title: 'Header',
      url: 'header',
      page_list: { page_links: headerLinks, page_links_order: [1, 2, 3, 4] },
      social_list: [],
    },
    {
      id: 2,
      title: 'Footer',
      url: 'footer',
      page_list: { page_links: footerLinks, page_links_order: [1, 2, 3, 4, 5] },
      social_list: socialLinks,
    },
  ];

  const entityUrls = [
    { url: '/welcome-to-the-future', type: 'content:post', entity_id: ARTICLE_IDS.welcome },
    { url: '/creator-corners', type: 'content:post', entity_id: ARTICLE_IDS.creators },
    { url: '/timeline', type: 'content:post', entity_id: ARTICLE_IDS.timeline },
    { url: '/marketplace/featured', type: 'market:item', entity_id: 1 },
    { url: '/forum', type: 'unknown', entity_id: null },
  ];

  await seedTransaction(db, async (tx) => {
    await insertRecords(
      tx,
      'content_post_category',
      { id: 'int', title: 'text', slug: 'text', description: 'text' },
      postCategories,
    );
    await insertRecords(
      tx,
      'content_post',
      {
        id: 'int',
        caption: 'text',
        text: 'text',
        type: 'text',
        category_id: 'int',
        publish_at: 'timestamptz',
        meta: 'jsonb',
        data: 'jsonb',
      },
      posts,
    );
    await insertRecords(
      tx,
      'content_comment',
      { id: 'int', post_id: 'int', parent_id: 'int', alias: 'text', text: 'text', created_at: 'timestamptz' },
      comments,
    );
    await insertRecords(
      tx,
      'content_page',
      { id: 'int', title: 'text', url: 'text', enabled: 'boolean', data: 'text' },
      pages,
    );
    await insertRecords(
      tx,
      'link_template',
      { id: 'int', title: 'text', url: 'text', page_list: 'jsonb', social_list: 'jsonb' },
      templates,
    );
    await insertRecords(tx, 'entity_url', { url: 'text', type: 'text', entity_id: 'int' }, entityUrls);
  });
}
