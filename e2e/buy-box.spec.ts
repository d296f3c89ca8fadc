// The product pages' buy box and their phone layouts, where a player buys: the price, the period choice, Add to
// Cart and Buy now in the first viewport (beside the page on wide screens, a bar at the bottom on
// phones that covers nothing), a package's composition with pictures, prices and its saving, the
// package-item page saying the package is what is bought, the gallery's controls clear of the next
// heading, the coin packs' grid and sale badge, and the basket's + at 360 px.
import type { Page } from '@playwright/test';
import { signIn } from './checkout-helpers';
import { expect, siteUrl, test } from './support/fixtures';
import { minorOf, money } from './support/money';

const API = () => process.env.RDC_E2E_API ?? '';
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 360, height: 780 };

interface Lot {
  id: number;
  title: string;
  price: { USD?: number; RDC?: number };
  lot_items: { id: number; title: string }[];
}
const lot = async (page: Page, path: string) =>
  (await (await page.request.get(`${API()}${path}`)).json()) as Lot;
const usd = (minor: number) => money(minor, 'USD');

/**
 * The interactive elements whose box is wholly in the viewport and that another element covers at
 * their centre (what a tap there would reach instead), described for the failure message.
 */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // What a player sees of the page on a phone is what is above the buy bar: what passes under the
    // bar while it floats is seen by scrolling it clear (at the end of the page the bar has its own room).
    const bar = document.querySelector('.product__footer');
    const phoneBar = bar !== null && getComputedStyle(bar).position === 'sticky';
    const visibleBottom = phoneBar ? bar.getBoundingClientRect().top : innerHeight;
    const selector = 'a[href], button, input, select, textarea, [role="tab"], [role="radio"], [tabindex="0"]';
    const all: Element[] = [];
    const collect = (root: Document | ShadowRoot) => {
      all.push(...root.querySelectorAll(selector));
      for (const host of root.querySelectorAll('*')) if (host.shadowRoot) collect(host.shadowRoot);
    };
    collect(document);
    const deepest = (x: number, y: number) => {
      let hit: Element | null = document.elementFromPoint(x, y);
      while (hit?.shadowRoot) {
        const inner = hit.shadowRoot.elementFromPoint(x, y);
        if (!inner || inner === hit) break;
        hit = inner;
      }
      return hit;
    };
    const covered: string[] = [];
    for (const element of all) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.top < 0 || box.left < 0 || box.bottom > visibleBottom || box.right > innerWidth) continue;
      const hit = deepest(box.left + box.width / 2, box.top + box.height / 2);
      if (hit && !element.contains(hit) && !hit.contains(element))
        covered.push(`${element.outerHTML.slice(0, 80)} under ${hit.outerHTML.slice(0, 80)}`);
    }
    return covered;
  });
}

async function expectInFirstViewport(page: Page, name: string) {
  const box = (await page.getByRole('button', { name }).boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}

test.describe('the buy box in view', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const viewport of [WIDE, PHONE]) {
    test(`at ${viewport.width}x${viewport.height}, signed in: on item, package, package item and subscription pages the price, Add to Cart and Buy now are in the first viewport, and nothing interactive is covered`, async ({
      page,
    }) => {
      await page.setViewportSize(WIDE);
      await page.goto(siteUrl('/'));
      await page.locator('header').getByRole('button', { name: 'Sign In' }).click();
      await signIn(page);
      await page.setViewportSize(viewport);
      const pkg = await lot(page, '/market/packages/1');
      const slug = pkg.lot_items[0]!.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      for (const path of [
        '/marketplace/product/item/1',
        '/marketplace/product/package/1',
        `/marketplace/product/package/1/item/${slug}`,
        '/marketplace/product/subscription/2',
      ]) {
        await page.goto(siteUrl(path));
        await expect(page.getByRole('button', { name: 'Buy now' })).toBeVisible();
        await expectInFirstViewport(page, 'Add to Cart');
        await expectInFirstViewport(page, 'Buy now');
        const price = page.locator('[part="price-usd"]');
        await expect(price).toBeInViewport({ ratio: 1 });
        if (path.includes('subscription'))
          await expect(page.getByRole('radio', { name: '1 month' })).toBeInViewport();
        expect(await coveredControls(page), path).toEqual([]);
        // At the end of the page the bar sits in its own room: it covers nothing there either.
        await page.keyboard.press('End');
        await expect
          .poll(() => coveredControls(page), { message: `${path} scrolled to the end` })
          .toEqual([]);
      }
    });
  }

  test('at 1440 px the page takes the full content width, the buy box beside the page and sticky', async ({
    page,
  }) => {
    await page.setViewportSize(WIDE);
    await page.goto(siteUrl('/marketplace/product/item/1'));
    const content = await page.locator('main').evaluate((main) => {
      const style = getComputedStyle(main);
      return main.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    });
    const product = (await page.locator('.product').boundingBox())!;
    expect(product.width).toBeGreaterThanOrEqual(content - 1);
    const buy = page.locator('.product__buy');
    const gallery = (await page.locator('#gallery').boundingBox())!;
    const box = (await buy.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(gallery.x + gallery.width);
    await page.getByRole('heading', { name: 'Capabilities' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeInViewport({ ratio: 1 });
  });
});

test.describe('package pages', () => {
  test('related packages never list the package itself; the composition shows each item with picture and its own price, and the saving', async ({
    page,
  }) => {
    const pkg = await lot(page, '/market/packages/1');
    const items = await Promise.all(pkg.lot_items.map((item) => lot(page, `/market/items/${item.id}`)));
    await page.goto(siteUrl('/marketplace/product/package/1?perPage=15'));
    const related = page.getByRole('region', { name: 'Related packages' });
    await expect(related.getByRole('listitem').first()).toBeVisible();
    await expect(related.getByRole('link', { name: pkg.title, exact: true })).toHaveCount(0);
    const composition = page.getByRole('region', { name: 'Package composition' });
    const entries = composition.getByRole('listitem');
    await expect(entries).toHaveCount(items.length);
    for (const [index, item] of items.entries()) {
      const entry = entries.nth(index);
      await expect(entry.getByRole('link')).toContainText(item.title);
      await expect(entry).toContainText(usd(item.price.USD!));
      await expect(entry.locator('img')).toHaveJSProperty('complete', true);
      expect(
        await entry.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBeGreaterThan(0);
    }
    const saving = items.reduce((sum, item) => sum + item.price.USD!, 0) - pkg.price.USD!;
    if (saving > 0) await expect(composition.getByText(`Save ${usd(saving)}`, { exact: true })).toBeVisible();
    else await expect(composition.getByText(/^Save \$/)).toHaveCount(0);
  });

  test("a package item's page says the whole package is what is bought, at the package's price, with a link to it", async ({
    page,
  }) => {
    const pkg = await lot(page, '/market/packages/1');
    await page.goto(siteUrl('/marketplace/product/package/1'));
    await page.getByRole('region', { name: 'Package composition' }).getByRole('link').nth(1).click();
    const note = page.getByText(/you buy the whole package/);
    await expect(note).toHaveText(
      `Part of ${pkg.title} — you buy the whole package, ${usd(pkg.price.USD!)}.`,
    );
    await expect(note.getByRole('link', { name: pkg.title })).toHaveAttribute(
      'href',
      '/marketplace/product/package/1',
    );
    await expect(page.locator('[part="price-usd"]')).toHaveText(usd(pkg.price.USD!));
  });

  test("at 360 px a package item's first screen names the item and says that the bar's price buys the whole package", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const pkg = await lot(page, '/market/packages/1');
    await page.goto(siteUrl('/marketplace/product/package/1'));
    const second = pkg.lot_items[1]!;
    await page
      .getByRole('region', { name: 'Package composition' })
      .getByRole('link', { name: new RegExp(`^${second.title}`) })
      .click();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    // Above the bar, without scrolling: the item's name and the note, then the package's other items.
    const barTop = (await page.locator('.product__footer').boundingBox())!.y;
    for (const shown of [
      page.getByRole('heading', { level: 1, name: second.title }),
      page.getByText(/you buy the whole package/),
    ]) {
      await expect(shown).toBeInViewport({ ratio: 1 });
      const box = (await shown.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(barTop);
    }
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    const side = (await page.locator('.product__side').boundingBox())!;
    expect(side.y).toBeGreaterThanOrEqual(heading.y + heading.height);
  });
});

test.describe('phone layouts', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  for (const path of ['/marketplace/product/item/1', '/marketplace/product/package/1']) {
    test(`${path} at 360 px: the gallery's More Info and next button end above the next heading`, async ({
      page,
    }) => {
      await page.goto(siteUrl(path));
      const gallery = page.getByRole('group', { name: /gallery$/ });
      await gallery.scrollIntoViewIfNeeded();
      const more = gallery.getByRole('link', { name: /^More Info about / });
      await expect(more).toBeVisible();
      const next = gallery.getByRole('button', { name: 'Next image' });
      const heading = page
        .getByRole('heading', { level: 2 })
        .filter({ hasText: path.includes('package') ? 'Package composition' : 'Technical Specification' });
      const headingTop = (await heading.boundingBox())!.y;
      for (const control of [more, next]) {
        const box = (await control.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(headingTop);
      }
    });
  }

  for (const path of ['/basket', '/embed/basket']) {
    test(`${path} at 360 px: tapping a line's + adds one (the currency dropdown is beside it, not over it)`, async ({
      page,
    }) => {
      await page.goto(siteUrl('/marketplace/product/item/1'));
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(page.locator('header [part="count"]')).toHaveText('1');
      await page.goto(siteUrl(path));
      const count = page.getByRole('group', { name: /^Count of / }).first();
      await expect(count.locator('output')).toHaveText('1');
      await count.getByRole('button', { name: /^One more / }).tap();
      await expect(count.locator('output')).toHaveText('2');
      const plus = (await count.getByRole('button', { name: /^One more / }).boundingBox())!;
      const select = (await page
        .getByRole('combobox', { name: /^Currency of / })
        .first()
        .boundingBox())!;
      expect(plus.x + plus.width <= select.x || select.y >= plus.y + plus.height).toBe(true);
    });
  }
});

test.describe('coin packs', () => {
  for (const viewport of [PHONE, { width: 768, height: 1024 }, WIDE]) {
    test(`at ${viewport.width} px six packs fill their rows; the -20% badge sits inside the card beside the struck-through former price; the pager has room above it`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(siteUrl('/marketplace/virtual-currency'));
      // Measured once the island has taken the list over from the server's first screen (the same
      // layout), so no reading spans the swap.
      const packs = page
        .locator('[data-rdc-widget="rdc-marketplace"]:not([inert])')
        .getByRole('list', { name: 'Coin packs' })
        .locator('[part="pack"]');
      await expect(packs.first()).toBeVisible();
      const count = await packs.count();
      const tops = await packs.evaluateAll((cards) =>
        cards.map((card) => Math.round(card.getBoundingClientRect().top)),
      );
      const rows = [...new Set(tops)];
      const perRow = rows.map((top) => tops.filter((t) => t === top).length);
      // Every row as full as the first: no orphan on the last row of six.
      if (count === 6) expect(new Set(perRow).size).toBe(1);
      expect(perRow[0]).toBeGreaterThanOrEqual(2);
      for (let index = 0; index < count; index += 1) {
        const card = packs.nth(index);
        const box = (await card.boundingBox())!;
        const badge = (await card.locator('[part="sale"]').boundingBox())!;
        expect(badge.x).toBeGreaterThanOrEqual(box.x);
        expect(badge.y).toBeGreaterThanOrEqual(box.y);
        expect(badge.x + badge.width).toBeLessThanOrEqual(box.x + box.width);
        await expect(card.locator('[part="sale"]')).toHaveText('-20%');
        // "-20%": the former price is the one 20% off which the price is, to the cent.
        const price = minorOf((await card.locator('[part="price"]').getAttribute('aria-label'))!);
        await expect(card.locator('[part="former-price"]')).toHaveText(money(Math.round(price / 0.8), 'USD'));
      }
      const controls = page.locator('.slider__controls').first();
      if (await controls.isVisible()) {
        const last = (await packs.nth(count - 1).boundingBox())!;
        const pager = (await controls.boundingBox())!;
        expect(pager.y - (last.y + last.height)).toBeGreaterThanOrEqual(16);
      }
    });
  }

  test("a coin pack's basket line shows a picture, not a blank square", async ({ page }) => {
    await page.goto(siteUrl('/marketplace/virtual-currency'));
    await page
      .getByRole('button', { name: /^Buy RDC\s[\d,]+$/ })
      .first()
      .click();
    await page.goto(siteUrl('/basket'));
    const line = page.getByRole('list', { name: 'Products in the cart' }).getByRole('listitem').first();
    await expect(line.locator('svg.line__image')).toBeVisible();
    await expect(line.locator('svg.line__image circle').first()).toBeVisible();
  });
});

test.describe('package and item grids', () => {
  const EQUIPMENT = `/marketplace/manufactory/product?path=${Buffer.from(JSON.stringify({ category: '/equipment' })).toString('base64url')}`;
  for (const viewport of [PHONE, { width: 1024, height: 800 }, WIDE]) {
    test(`at ${viewport.width} px a page of six packages, and of six items of a category, fills its rows: no card left alone on the last`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      for (const [path, list] of [
        ['/marketplace/packages', 'Packages'],
        [EQUIPMENT, 'Items in its sub-categories'],
      ] as const) {
        await page.goto(siteUrl(path));
        const cards = page.getByRole('list', { name: list, exact: true }).locator(':scope > li');
        await expect(cards).toHaveCount(6);
        const tops = await cards.evaluateAll((cells) =>
          cells.map((cell) => Math.round(cell.getBoundingClientRect().top)),
        );
        const perRow = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
        expect(new Set(perRow).size, `${path}: cards per row ${perRow.join(', ')}`).toBe(1);
      }
    });
  }
});
