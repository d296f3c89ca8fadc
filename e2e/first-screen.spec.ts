// A list page's first screen is drawn on the server (site/src/server/first-screens.ts): its cards
// are in the served HTML, in the widget's own shadow root and styles, so they paint with the page,
// and the first card's picture is the largest paint before any island's script has run. The island
// then takes over with the same cards, in the same places, without a frame in between.
import type { Page, Route } from '@playwright/test';
import { signIn } from './checkout-helpers';
import { expect, recorded, siteUrl, test } from './support/fixtures';

/** A manufactory filter as its address carries it: base64url of its JSON. */
const manufactoryPath = (filter: object) => Buffer.from(JSON.stringify(filter)).toString('base64url');

/**
 * Each page, its island and widget, and its cards: each card's text holds money unless `priced` is
 * false, and the first card's picture is a phone's largest paint unless `pictureOnPhone` is false.
 */
const LIST_PAGES = [
  { path: '/marketplace/packages', island: 'MarketplaceIsland', widget: 'rdc-marketplace', card: 'article' },
  {
    path: '/marketplace/limitedTimeOffers',
    island: 'MarketplaceIsland',
    widget: 'rdc-marketplace',
    card: 'article',
  },
  {
    path: '/marketplace/subscriptions?perPage=10',
    island: 'MarketplaceIsland',
    widget: 'rdc-marketplace',
    card: 'article',
  },
  { path: '/AISubscription', island: 'PlansIsland', widget: 'rdc-plans', card: 'article' },
  // The manufacturers' grid.
  {
    path: '/marketplace/manufactory',
    island: 'ManufactoryIsland',
    widget: 'rdc-manufactory',
    card: '.m-card',
    priced: false,
  },
  // The product view's top-level categories, beside the category tree.
  {
    path: '/marketplace/manufactory/product',
    island: 'ManufactoryIsland',
    widget: 'rdc-manufactory',
    card: '.m-card',
    priced: false,
  },
  // A category's items, with its tag filter and the tree (which fill a phone's first screen: its
  // largest paint there is text, drawn with the HTML).
  {
    path: `/marketplace/manufactory/product?path=${manufactoryPath({ category: '/ships/fighters/light' })}`,
    island: 'ManufactoryIsland',
    widget: 'rdc-manufactory',
    card: 'article',
    pictureOnPhone: false,
  },
  // The in-game view's coin-pack slider: its packs show no picture, so its largest paint is text.
  {
    path: '/embed/coin-packs',
    island: 'CoinPacksEmbed',
    widget: 'rdc-coin-packs',
    card: '.pack',
    pictureOnPhone: false,
  },
  // A visitor's settings: the sign-in prompt, text.
  {
    path: '/settings',
    island: 'SettingsIsland',
    widget: 'rdc-settings',
    card: '.settings',
    priced: false,
    pictureOnPhone: false,
  },
];

/** Holds the island's module back until `release` is called: what shows meanwhile is the server's. */
async function holdIsland(page: Page, island: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/_astro/${island}\\.[\\w-]+\\.js$`), async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Counts the widget's cards in every animation frame, from the first one: the fewest seen once
 * there were any, and the frames counted.
 */
async function countCardsEachFrame(page: Page, widget: string, card: string) {
  await page.addInitScript(
    ([tag, card]: readonly [string, string]) => {
      const record = { seen: 0, fewestAfter: Infinity, frames: 0 };
      (window as unknown as { cardFrames: typeof record }).cardFrames = record;
      const count = () =>
        [...document.querySelectorAll(`[data-rdc-widget="${tag}"]`)].reduce(
          (sum, host) => sum + (host.shadowRoot?.querySelectorAll(card).length ?? 0),
          0,
        );
      const frame = () => {
        const cards = count();
        record.frames += 1;
        if (record.seen > 0) record.fewestAfter = Math.min(record.fewestAfter, cards);
        record.seen = Math.max(record.seen, cards);
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    [widget, card] as const,
  );
}

/**
 * The cards as a player sees them: their text and their boxes, rounded to the pixel. An offer's
 * countdown is left out of the text: its code comes after the island's (its line keeps its height
 * meanwhile, so the boxes hold it).
 */
function cardsOf(page: Page, widget: string, card: string) {
  return page
    .locator(`[data-rdc-widget="${widget}"]`)
    .locator(card)
    .evaluateAll((cards) =>
      cards.map((card) => {
        const box = card.getBoundingClientRect();
        return {
          text: [...card.childNodes]
            .filter((part) => !(part instanceof Element && part.matches('.lot-card__offer-end')))
            .map((part) => (part instanceof HTMLElement ? part.innerText : part.textContent))
            .join('\n'),
          box: [box.x, box.y, box.width, box.height].map(Math.round),
        };
      }),
    );
}

/** Whether the island has rendered: Astro drops its `ssr` mark, and the server's inert copy is gone. */
async function islandTookOver(page: Page, widget: string) {
  await expect(page.locator(`astro-island:not([ssr]) > [data-rdc-widget="${widget}"]`)).toBeAttached();
  await expect(page.locator(`[data-rdc-widget="${widget}"][inert]`)).toHaveCount(0);
}

for (const { path, island, widget, card, priced = true, pictureOnPhone = true } of LIST_PAGES) {
  test.describe(path, () => {
    for (const width of [360, 1440]) {
      test(`at ${width} px: the cards are in the served HTML, and the island takes them over unchanged, with no frame without them`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await countCardsEachFrame(page, widget, card);
        const release = await holdIsland(page, island);
        await page.goto(siteUrl(path));
        const cards = page.locator(`[data-rdc-widget="${widget}"][inert]`).locator(card);
        await expect(cards.first()).toBeVisible();
        // Every card of the first answer, with its title, and its prices written as money.
        const drawn = await cardsOf(page, widget, card);
        expect(drawn.length).toBeGreaterThanOrEqual(1);
        for (const { text } of drawn) expect(text).toMatch(priced ? /\$[\d,]+\.\d\d/ : /\w/);

        release();
        await islandTookOver(page, widget);
        await expect.poll(() => cardsOf(page, widget, card)).toEqual(drawn);
        const frames = await page.evaluate(
          () => (window as unknown as { cardFrames: { seen: number; fewestAfter: number } }).cardFrames,
        );
        expect(frames.seen).toBe(drawn.length);
        expect(frames.fewestAfter).toBe(drawn.length);
        expect((await recorded(page)).violations).toEqual([]);
      });
    }

    if (pictureOnPhone)
      test("on a phone, the largest paint is the first card's picture, painted before the island's script has run", async ({
        page,
      }) => {
        // Lighthouse's phone (Moto G Power), on whose screen the picture is the largest content.
        await page.setViewportSize({ width: 412, height: 823 });
        const release = await holdIsland(page, island);
        await page.goto(siteUrl(path));
        const firstPicture = await page
          .locator(`[data-rdc-widget="${widget}"][inert]`)
          .locator(card)
          .locator('img')
          .first()
          .getAttribute('src');
        // The largest paint so far once a picture has been one (a heading is one before it paints).
        const largest = await page.evaluate(
          () =>
            new Promise<string>((resolve) =>
              new PerformanceObserver((list) => {
                const entry = list.getEntries().at(-1) as PerformanceEntry & { url: string };
                if (entry.url) resolve(new URL(entry.url, location.href).pathname);
              }).observe({ type: 'largest-contentful-paint', buffered: true }),
            ),
        );
        expect(largest).toBe(firstPicture);
        release();
        await islandTookOver(page, widget);
      });
  });
}

test('the manufactory: the category tree beside a category is drawn by the server, open at its path, as the island draws it', async ({
  page,
}) => {
  const release = await holdIsland(page, 'ManufactoryIsland');
  await page.goto(
    siteUrl(
      `/marketplace/manufactory/product?path=${manufactoryPath({ category: '/ships/fighters/light' })}`,
    ),
  );
  const shownLinks = (copy: string) =>
    page
      .locator(`[data-rdc-widget="rdc-manufactory"]${copy} .tree__link`)
      .evaluateAll((links) =>
        links
          .filter((link) => link.checkVisibility())
          .map((link) => [(link as HTMLElement).innerText, link.getAttribute('aria-current')]),
      );
  await expect(page.locator('[data-rdc-widget="rdc-manufactory"][inert] .tree__link').first()).toBeVisible();
  const drawn = await shownLinks('[inert]');
  expect(drawn).toContainEqual(['Light Fighters', 'page']);
  expect(drawn).toContainEqual(['Heavy Fighters', null]);
  release();
  await islandTookOver(page, 'rdc-manufactory');
  expect(await shownLinks(':not([inert])')).toEqual(drawn);
});

test.describe('subscriptions: "card slots by width: [10,10,10,10,10] below 700 px; [10,10,10,10,15] below 1300 px; otherwise [5,5,5,10,15]"', () => {
  for (const [width, slots] of [
    [699, [10, 10, 10, 10, 10]],
    [700, [10, 10, 10, 10, 15]],
    [1299, [10, 10, 10, 10, 15]],
    [1300, [5, 5, 5, 10, 15]],
  ] as const) {
    test(`at ${width} px, drawn by the server and by the island`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const grows = (copy: string) =>
        page
          .locator(`[data-rdc-widget="rdc-marketplace"]${copy} .sub-chunk`)
          .first()
          .locator('.sub-chunk__cell')
          .evaluateAll((cells) => cells.map((cell) => Number(getComputedStyle(cell).flexGrow)));
      const release = await holdIsland(page, 'MarketplaceIsland');
      await page.goto(siteUrl('/marketplace/subscriptions'));
      await expect(
        page.locator('[data-rdc-widget="rdc-marketplace"][inert] .sub-chunk').first(),
      ).toBeVisible();
      expect(await grows('[inert]')).toEqual(slots);
      release();
      await islandTookOver(page, 'rdc-marketplace');
      expect(await grows(':not([inert])')).toEqual(slots);
    });
  }
});

test("/settings: a signed-in player never sees the visitor's sign-in prompt the server drew, in any frame: the loading line until their settings render", async ({
  page,
}) => {
  await page.goto(siteUrl('/settings'));
  await page.getByRole('main').getByRole('button', { name: 'Sing In' }).click();
  await signIn(page);
  await expect(page.getByRole('region', { name: 'Identification' })).toBeVisible();

  await page.addInitScript(() => {
    const record = { promptFrames: 0, frames: 0 };
    (window as unknown as { promptFrames: typeof record }).promptFrames = record;
    const frame = () => {
      record.frames += 1;
      const prompts = [...document.querySelectorAll('[data-rdc-widget="rdc-settings"]')].map((host) =>
        host.shadowRoot?.querySelector('[part="sign-in-prompt"]'),
      );
      if (prompts.some((prompt) => prompt?.checkVisibility())) record.promptFrames += 1;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  const release = await holdIsland(page, 'SettingsIsland');
  await page.reload();
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText('Loading your settings…');
  release();
  await islandTookOver(page, 'rdc-settings');
  await expect(
    page.getByRole('region', { name: 'Identification' }).getByText('demo', { exact: true }),
  ).toBeVisible();
  const frames = await page.evaluate(
    () => (window as unknown as { promptFrames: { promptFrames: number; frames: number } }).promptFrames,
  );
  expect(frames.frames).toBeGreaterThan(1);
  expect(frames.promptFrames).toBe(0);
  expect((await recorded(page)).violations).toEqual([]);
});
