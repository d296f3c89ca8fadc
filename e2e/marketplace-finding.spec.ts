// Finding things in the marketplace on the built site: the manufactory's tag filter over a whole
// category (server-side, paged, in the address, with Clear), a category with no items of its own
// showing its sub-categories' items, crumbs with category titles, named cards of both kinds in
// the All view, the limited time offers in the marketplace navigation and on the home page, and
// tab bars whose every tab reads whole at 360 px.
import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, siteUrl, test } from './support/fixtures';

const API = () => process.env.RDC_E2E_API ?? '';

/** A shared link's `path`: the filter as base64url JSON, as the site writes it. */
const pathOf = (filter: object) => Buffer.from(JSON.stringify(filter)).toString('base64url');
const EQUIPMENT = `/marketplace/manufactory/product?path=${pathOf({ category: '/equipment' })}`;
const UNDER = 'Items in its sub-categories';

const itemsGrid = (page: Page) => page.getByRole('list', { name: UNDER, exact: true });
const itemTitles = (page: Page) => itemsGrid(page).getByRole('heading').allTextContents();
const pager = (page: Page) => page.getByRole('navigation', { name: `${UNDER} pages, above the list` });
const pageLinks = (page: Page) => pager(page).getByRole('link', { name: /^Page \d+$/ });
const search = (page: Page) => new URL(page.url()).searchParams;

/** Every enabled item under /equipment with the tag, as the sandbox lists them (the whole category, all pages). */
async function medicalUnderEquipment(page: Page): Promise<string[]> {
  const answer = await page.request.post(`${API()}/market/items/list_by_virtual_path`, {
    data: {
      virtual_path: '/',
      virtual_name: 'equipment',
      with_sub_categories: true,
      tags: ['Medical'],
      pagination: { offset: 0, limit: 100 },
    },
  });
  expect(answer.ok()).toBe(true);
  const { list } = (await answer.json()) as { list: { title: string }[] };
  return list.map((item) => item.title).sort();
}

test.describe('finding things in the marketplace', () => {
  // Several pages rendered on demand, each with its islands hydrating, on a shared 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('"Product tag filter keeps only items whose tags include every selected tag": the whole category, paged, in the address, with Clear', async ({
    page,
  }) => {
    const medical = await medicalUnderEquipment(page);
    expect(medical.length).toBeGreaterThan(1);

    await page.goto(siteUrl(EQUIPMENT));
    // Equipment has no items of its own: its sub-categories, then their items together, 6 a page.
    await expect(page.getByRole('list', { name: 'Sub-categories', exact: true })).toBeVisible();
    await expect(itemsGrid(page).getByRole('article')).toHaveCount(6);
    const unfilteredPages = await pageLinks(page).count();
    expect(unfilteredPages).toBeGreaterThan(1);
    const filter = page.getByRole('group', { name: 'Filter by tags' });
    const choices = await filter.getByRole('checkbox').count();

    await filter.getByRole('checkbox', { name: 'Medical' }).check();
    await expect.poll(() => search(page).get('tags')).toBe('Medical');
    // Every card left carries the tag, and across the pages they are every Medical item of the category.
    const shown: string[] = [];
    const pages = Math.ceil(medical.length / 6);
    for (let index = 0; index < pages; index++) {
      if (index > 0)
        await pager(page)
          .getByRole('link', { name: `Page ${index + 1}`, exact: true })
          .click();
      await expect(itemsGrid(page).getByRole('article')).toHaveCount(Math.min(6, medical.length - index * 6));
      for (const tags of await itemsGrid(page).getByRole('list', { name: 'Tags' }).all())
        await expect(tags).toContainText('Medical');
      shown.push(...(await itemTitles(page)));
    }
    expect(shown.sort()).toEqual(medical);
    // The pager counts the filtered list, and the tag list is the category's on every page.
    if (pages > 1) await expect(pageLinks(page)).toHaveCount(pages);
    else await expect(pager(page)).toHaveCount(0);
    await expect(filter.getByRole('checkbox')).toHaveCount(choices);

    // A reload and a shared link keep the choice.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Medical' })).toBeChecked();
    for (const tags of await itemsGrid(page).getByRole('list', { name: 'Tags' }).all())
      await expect(tags).toContainText('Medical');

    // Clear beside the filter restores the whole category.
    await page.getByRole('group', { name: 'Filter by tags' }).getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => search(page).get('tags')).toBeNull();
    await expect(itemsGrid(page).getByRole('article')).toHaveCount(6);
    await expect(pageLinks(page)).toHaveCount(unfilteredPages);

    // Back returns to the choice.
    await page.goBack();
    await expect(page.getByRole('checkbox', { name: 'Medical' })).toBeChecked();
  });

  test('a choice nothing matches says so and offers Clear', async ({ page }) => {
    await page.goto(siteUrl(`${EQUIPMENT}&tags=Medical,Racing`));
    await expect(page.getByText('No items have every chosen tag')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Medical' })).toBeChecked();
    await page.getByRole('button', { name: 'Clear the tag filter' }).click();
    await expect(itemsGrid(page).getByRole('article')).toHaveCount(6);
    expect(search(page).get('tags')).toBeNull();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a category with no items of its own shows its sub-categories' items together: from the All view to an item in two clicks", async ({
    page,
  }) => {
    // Equipment holds no item itself; its sub-categories do.
    const own = await page.request.post(`${API()}/market/items/list_by_virtual_path`, {
      data: { virtual_path: '/', virtual_name: 'equipment', pagination: { offset: 0, limit: 1 } },
    });
    expect(((await own.json()) as { count: number }).count).toBe(0);
    const all = await medicalUnderEquipment(page);
    expect(all.length).toBeGreaterThan(0);

    await page.goto(siteUrl('/marketplace/manufactory/all'));
    await page
      .getByRole('list', { name: 'Manufacturers and categories' })
      .getByRole('link', { name: 'Category Equipment', exact: true })
      .click();
    await expect(page.getByRole('list', { name: 'Sub-categories', exact: true })).toBeVisible();
    const first = itemsGrid(page).getByRole('article').first().getByRole('heading').getByRole('link');
    await expect(first).toBeVisible();
    const title = (await first.textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(/\/marketplace\/product\/item\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('the demo world reads as a store: distinct names, pictures without labels, armour drawn as armour', async ({
    page,
  }) => {
    const pictures = new Set<string>();
    const keep = async () => {
      for (const src of await page
        .getByRole('main')
        .locator('img')
        .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src)))
        pictures.add(src);
    };

    // Every package at once: no name twice ("Explorer Pack II" twice), no word doubled ("Aurora Aurora Lumen").
    await page.goto(siteUrl('/marketplace/packages?perPage=18'));
    const titles = page.getByRole('main').getByRole('article').getByRole('heading');
    await expect(titles.first()).toBeVisible();
    const names = (await titles.allTextContents()).map((name) => name.trim());
    expect(names.length).toBeGreaterThan(6);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((name) => /\b(\w+) \1\b/.test(name))).toEqual([]);
    await keep();

    // Armour, helmets and suits are drawn as armour, not as ships.
    await page.goto(siteUrl(EQUIPMENT));
    const cards = itemsGrid(page).getByRole('article');
    await expect(cards.first()).toBeVisible();
    let worn = 0;
    for (const card of await cards.all()) {
      if (!/Armor|Armour|Helmet|Suit/.test(await card.getByRole('heading').innerText())) continue;
      worn += 1;
      await expect(card.locator('img')).toHaveAttribute('src', /\/media\/armour\//);
    }
    expect(worn).toBeGreaterThan(0);
    await keep();
    await page.goto(siteUrl('/marketplace/manufactory/all'));
    await expect(
      page.getByRole('list', { name: 'Manufacturers and categories' }).locator('img').first(),
    ).toBeVisible();
    await keep();

    // No picture carries a label ("post 38", "manufacturer 1").
    const drawn = [...pictures].filter((src) => src.endsWith('.svg'));
    expect(drawn.length).toBeGreaterThan(10);
    for (const src of drawn) expect(await (await page.request.get(src)).text(), src).not.toContain('<text');
  });

  test('crumbs read as the cards: category titles, not slugs', async ({ page }) => {
    await page.goto(
      siteUrl(`/marketplace/manufactory/product?path=${pathOf({ category: '/ships/fighters/light' })}`),
    );
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText([
      'Main',
      'Ships',
      'Fighters',
      'Light Fighters',
    ]);
  });

  test('the All view names every card and says which are manufacturers and which categories', async ({
    page,
  }) => {
    await page.goto(siteUrl('/marketplace/manufactory/all'));
    const cards = page.getByRole('list', { name: 'Manufacturers and categories' }).getByRole('link');
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasText: /^Manufacturer / })).not.toHaveCount(0);
    await expect(cards.filter({ hasText: /^Category / })).not.toHaveCount(0);
    for (const card of await cards.all())
      await expect(card).toHaveAccessibleName(/^(Manufacturer|Category) \S/);
    await expect(cards.filter({ hasText: 'Aurora Dynamics' })).toHaveAccessibleName(
      'Manufacturer Aurora Dynamics',
    );
  });

  test('the limited time offers are in the marketplace navigation and on a home page shelf', async ({
    page,
  }) => {
    await page.goto(siteUrl('/marketplace/packages'));
    const navigation = page.getByRole('navigation', { name: 'Marketplace' });
    await navigation.getByRole('link', { name: 'Limited Offers' }).click();
    await expect(page).toHaveURL(/\/marketplace\/limitedTimeOffers$/);
    await expect(navigation.getByRole('link', { name: 'Limited Offers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      page.getByRole('list', { name: 'Limited time offers' }).getByRole('article').first(),
    ).toBeVisible();

    await page.goto(siteUrl('/'));
    const shelf = page.getByRole('region', { name: 'Limited time offers' });
    await expect(shelf.getByRole('listitem').first()).toBeVisible();
    await shelf.getByRole('link', { name: 'See all offers' }).click();
    await expect(page).toHaveURL(/\/marketplace\/limitedTimeOffers$/);
  });

  test('at 360 px every tab of the tab bars reads whole and inside the screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    for (const [route, bar] of [
      ['/', 'Sections'],
      ['/marketplace/manufactory', 'Marketplace'],
      ['/marketplace/manufactory', 'Manufactory'],
    ] as const) {
      await page.goto(siteUrl(route));
      const tabs = page.getByRole('navigation', { name: bar, exact: true }).getByRole('link');
      await expect(tabs.first()).toBeVisible();
      for (const tab of await tabs.all()) {
        const fits = await tab.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return {
            whole: element.scrollWidth <= element.clientWidth + 1,
            inside: box.left >= 0 && box.right <= window.innerWidth,
          };
        });
        expect(fits, `${route} ${bar}: ${await tab.textContent()}`).toEqual({ whole: true, inside: true });
      }
    }
  });
});
