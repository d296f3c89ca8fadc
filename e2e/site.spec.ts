import { expect, siteUrl, test } from './support/fixtures';
import { signIn } from './checkout-helpers';
import { adminApi } from './support/admin';
import { axeViolations } from './support/axe';

test.describe('the site', () => {
  test('/marketplace/virtual-currency: the header holds the user menu and the badge; the coin packs add to the cart', async ({
    page,
  }) => {
    await page.goto(siteUrl('/marketplace/virtual-currency'));
    await expect(page.locator('header').getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page
      .getByRole('button', { name: /^Buy RDC\s[\d,]+$/ })
      .first()
      .click();
    await expect(page.locator('header [part="count"]')).toHaveText('1');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('/marketplace/product/item/{id}: the product footer with its prices, teaser and Add to Cart', async ({
    page,
  }) => {
    await page.goto(siteUrl('/marketplace/product/item/1'));
    await expect(page.getByText('SAVE 30% in package')).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.locator('header [part="count"]')).toHaveText('1');
    expect(await axeViolations(page)).toEqual([]);
  });

  test("/marketplace/product/item/{id}: Sign In from the header, then the footer's Buy now opens the one-product checkout, whose code the page loads only then (the layout serves auth and buy-now on every page)", async ({
    page,
  }) => {
    const checkoutCode: string[] = [];
    page.on('request', (request) => {
      if (/\/_astro\/BuyNow\.element\.[\w-]+\.js$/.test(request.url())) checkoutCode.push(request.url());
    });
    await page.goto(siteUrl('/marketplace/product/item/1'));
    await page.locator('header').getByRole('button', { name: 'Sign In' }).click();
    await signIn(page);
    expect(checkoutCode, 'the buy-now checkout before Buy now').toEqual([]);
    await page.getByRole('button', { name: 'Buy now' }).click();
    const buyNow = page.getByRole('dialog', { name: 'Buy now' });
    await expect(buyNow.getByRole('button', { name: 'Place order' })).toBeVisible();
    expect(checkoutCode).toHaveLength(1);
    await page.keyboard.press('Escape');
    await expect(buyNow).toBeHidden();
  });

  test('/: the frame starts from a handful of script files, not one per shared module (it was 38, each a request the page waits on)', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(siteUrl('/'));
    await expect(page.locator('header').getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.locator('header [data-rdc-widget="rdc-basket-badge"]')).toBeAttached();
    expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(10);
  });

  test('product pages are rendered on demand: a lot added after the server started has its page at once; a disabled one shows NoItem with 404', async ({
    page,
  }) => {
    const admin = await adminApi(page.request);
    const added = await admin('/market/items/add', {
      title: 'Comet Runner',
      description: 'Added after the build',
      lot_type: 'item',
      price: { USD: 4200, RDC: 9900 },
      category_id: 1,
    });
    const answer = await page.goto(siteUrl(`/marketplace/product/item/${added.id}`));
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comet Runner');
    await expect(page).toHaveTitle('Comet Runner | RDC');
    await admin('/market/items/edit', { id: added.id, enabled: false });
    const gone = await page.goto(siteUrl(`/marketplace/product/item/${added.id}`));
    expect(gone?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('NoItem');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('articles are rendered on demand: the Games link opens post 38, an article added through the admin call has its page, an unknown one is NoItem with 404', async ({
    page,
  }) => {
    await page.goto(siteUrl('/'));
    await page.locator('header').getByRole('link', { name: 'Games' }).click();
    await expect(page).toHaveURL(/\/welcome-to-the-future$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome To The Future');
    expect(await axeViolations(page)).toEqual([]);
    const admin = await adminApi(page.request);
    const added = await admin('/post/add', {
      caption: 'Convoy report',
      text: '<p>The convoy <b>arrived</b>.</p>',
      type: 'post',
      category_id: 1,
      publish_at: '2026-11-02T10:00:00.000Z',
    });
    expect((await page.goto(siteUrl(`/articles/${added.id}`)))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Convoy report');
    await expect(page.getByText('The convoy arrived.')).toBeVisible();
    expect((await page.goto(siteUrl('/articles/999999')))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('NoItem');
  });

  test('a package and a subscription have pages: from a basket line to the package, on to an item inside it; a subscription line likewise', async ({
    page,
  }) => {
    // Two journeys, five page loads and two axe runs over the product pages' islands: more than one page's time.
    test.slow();
    for (const lotType of ['package', 'subscription']) {
      await page.goto(siteUrl(`/marketplace/product/${lotType}/1`));
      const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.goto(siteUrl('/basket'));
      await page
        .getByRole('region', { name: /Your Cart/ })
        .getByRole('link', { name: title })
        .click();
      await expect(page).toHaveURL(new RegExp(`/marketplace/product/${lotType}/1$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.goto(siteUrl('/marketplace/product/package/1'));
    const item = page.getByRole('region', { name: 'Package composition' }).getByRole('link').first();
    const itemTitle = (await item.textContent())?.trim() ?? '';
    await item.click();
    await expect(page).toHaveURL(/\/marketplace\/product\/package\/1\/item\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(itemTitle);
    await expect(page.getByText('Database Reset: YES')).toBeVisible();
    await page.goto(siteUrl('/marketplace/product/package/1/item/not-in-this-package'));
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});
