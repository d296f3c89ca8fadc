// Product pages on the built site (marketplace-content.md §2.6, §2.8, §4, §9): every lot
// kind rendered on demand, reached from a basket line and by its address, with its sections,
// islands, countdown, periods and failure states.
import type { Page } from '@playwright/test';
import { expect, siteUrl, test } from './support/fixtures';
import { adminApi } from './support/admin';
import { axeViolations } from './support/axe';

const API = () => process.env.RDC_E2E_API ?? '';

/** Adds the page's lot to the cart with the product footer, then follows its basket line back. */
async function fromBasketLine(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.locator('header [part="count"]')).not.toHaveText('');
  await page.goto(siteUrl('/basket'));
  await page
    .getByRole('region', { name: /Your Cart/ })
    .getByRole('link', { name: title })
    .click();
}

/** Records the page's layout shifts from its start (read with layoutShiftTotal). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the page's layout shifts, read after the next frame (they are reported after it). */
async function layoutShiftTotal(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  return shifts.reduce((sum, value) => sum + value, 0);
}

test.describe('product pages', () => {
  // Four tests end with axe, which takes up to 15 s a page on the shared 2-core machine.
  test.describe.configure({ timeout: 90_000 });
  test.afterEach(async ({ page }) => {
    await page.request.delete(`${API()}/__sandbox/faults`);
  });

  test('item: the served HTML holds title, h1, description, Open Graph and a JSON-LD Product with its USD offer', async ({
    page,
  }) => {
    const answer = await page.request.get(siteUrl('/marketplace/product/item/1'));
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    const item = (await (await page.request.get(`${API()}/market/items/1`)).json()) as {
      title: string;
      description: string;
      price: { USD: number };
    };
    const escapedTitle = item.title.replaceAll('&', '&amp;');
    expect(html).toContain(`<title>${escapedTitle} | RDC</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapedTitle}</h1>`));
    expect(html).toContain(`<meta name="description" content="${item.description.replaceAll('&', '&amp;')}"`);
    expect(html).toContain(`<meta property="og:title" content="${escapedTitle}"`);
    expect(html).toContain('<meta property="og:image"');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    const product = JSON.parse(jsonLd) as {
      '@type': string;
      name: string;
      offers: { price: string; priceCurrency: string };
    };
    expect(product['@type']).toBe('Product');
    expect(product.name).toBe(item.title);
    expect(product.offers).toMatchObject({ priceCurrency: 'USD', price: (item.price.USD / 100).toFixed(2) });
  });

  test("item: Overview, Gallery, Technical Specification, Capabilities in that order; the specification's kilograms; the detail tabs; axe", async ({
    page,
  }) => {
    await page.goto(siteUrl('/marketplace/product/item/1'));
    const headings = (await page.getByRole('heading', { level: 2 }).allTextContents()).map((text) =>
      text.trim(),
    );
    expect(headings.slice(0, 4)).toEqual(['Overview', 'Gallery', 'Technical Specification', 'Capabilities']);
    const spec = page.locator('#tech-specification');
    await expect(spec.getByRole('heading', { name: 'Maneuvering' })).toBeVisible();
    await expect(spec.getByText(/^\d{1,3}(,\d{3})? kg$/)).toBeVisible();
    await expect(page.locator('#capabilities li').first()).toBeVisible();
    // The detail block, last on the page, mounts as the player scrolls near it.
    await page.getByRole('heading', { level: 2, name: 'Product details' }).scrollIntoViewIfNeeded();
    const tabs = page.getByRole('tablist', { name: 'Product details' });
    await expect(tabs.getByRole('tab')).toHaveText(['Overview', 'Specifications', 'Systems', 'Hardpoints']);
    await tabs.getByRole('tab', { name: 'Systems' }).click();
    await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('table', { name: 'Systems' })).toBeVisible();
    await expect(page.getByText('SAVE 30% in package')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('Add to Cart stays where it is while the detail tabs mount: they come after the footer, so nothing moves it under a tap', async ({
    page,
  }) => {
    await page.goto(siteUrl('/marketplace/product/item/1'));
    const add = page.getByRole('button', { name: 'Add to Cart' });
    await expect(add).toBeVisible();
    const top = () => add.evaluate((button) => button.getBoundingClientRect().top + window.scrollY);
    const before = await top();
    const details = page.getByRole('heading', { level: 2, name: 'Product details' });
    // In document order the block follows the footer (its growth could only push what is below it).
    expect(
      await details.evaluate((heading) =>
        Boolean(
          document.querySelector('.product__footer')!.compareDocumentPosition(heading) &
          Node.DOCUMENT_POSITION_FOLLOWING,
        ),
      ),
    ).toBe(true);
    await details.scrollIntoViewIfNeeded();
    await expect(
      page.getByRole('tablist', { name: 'Product details' }).getByRole('tab').first(),
    ).toBeVisible();
    // Back at the top (the buy box is sticky, so it is measured where the page started).
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(top).toBe(before);
  });

  for (const width of [360, 1440]) {
    test(`at ${width} px, "looping": the current image has a neighbour on each side before Swiper starts and after, back from the first is the last, and Swiper warns of nothing`, async ({
      page,
    }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
      });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(siteUrl('/marketplace/product/item/1'));
      const gallery = page.getByRole('group', { name: /gallery$/ });
      const frame = gallery.locator('.gallery__swiper');
      // Until it starts, the current image is the first slide.
      const neighbours = () =>
        frame.evaluate((slider) => {
          const box = slider.getBoundingClientRect();
          const current =
            slider.querySelector('.swiper-slide-active') ?? slider.querySelector('.swiper-slide')!;
          const active = current.getBoundingClientRect();
          const images = [...slider.querySelectorAll('.swiper-slide img')].filter(
            (image) => !current.contains(image) && getComputedStyle(image).visibility === 'visible',
          );
          const seen = images
            .map((image) => image.getBoundingClientRect())
            .filter((image) => image.width > 0);
          return {
            left: seen.some((image) => image.right > box.left + 1 && image.left < active.left),
            right: seen.some((image) => image.left < box.right - 1 && image.right > active.right),
          };
        });
      await expect(gallery.getByRole('img').first()).toBeVisible();
      expect(await neighbours()).toEqual({ left: true, right: true });
      await expect(frame).not.toHaveClass(/\bswiper-initialized\b/);
      await gallery.getByRole('button', { name: 'Previous image' }).click();
      await expect(frame).toHaveClass(/\bswiper-initialized\b/);
      await expect(gallery.locator('.swiper-slide-active img')).toHaveAttribute('alt', /image 3 of 3$/);
      // Swiper moves its slides after each move: read them once they have settled.
      await expect.poll(neighbours).toEqual({ left: true, right: true });
      expect(warnings.filter((text) => /swiper/i.test(text))).toEqual([]);
    });
  }

  test('the slider answers the arrow keys from its first press, before anything started it', async ({
    page,
  }) => {
    await page.goto(siteUrl('/marketplace/product/item/1'));
    const gallery = page.getByRole('group', { name: /gallery$/ });
    const current = gallery.locator('.swiper-slide-active img');
    // A key pressed while the slides still move is not answered (Swiper's loop): wait for them to stop.
    const settled = () =>
      expect
        .poll(() =>
          gallery
            .locator('.gallery__swiper')
            .evaluate((slider) => (slider as { swiper?: { animating: boolean } }).swiper?.animating),
        )
        .toBe(false);
    await gallery.scrollIntoViewIfNeeded();
    await expect(gallery.getByRole('img').first()).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(current).toHaveAttribute('alt', /image 2 of 3$/);
    await settled();
    await page.keyboard.press('ArrowLeft');
    await expect(current).toHaveAttribute('alt', /image 1 of 3$/);
    await settled();
    await page.keyboard.press('ArrowLeft');
    await expect(current).toHaveAttribute('alt', /image 3 of 3$/);
  });

  test('once started, the slider lays itself out again when the window narrows: the current image stays centred', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(siteUrl('/marketplace/product/item/1'));
    const gallery = page.getByRole('group', { name: /gallery$/ });
    const frame = gallery.locator('.gallery__swiper');
    await gallery.getByRole('button', { name: 'Next image' }).click();
    await expect(gallery.locator('.swiper-slide-active img')).toHaveAttribute('alt', /image 2 of 3$/);
    /** How far the current image's centre is from the slider's, in pixels. */
    const offCentre = () =>
      frame.evaluate((slider) => {
        const box = slider.getBoundingClientRect();
        const current = slider.querySelector('.swiper-slide-active img')!.getBoundingClientRect();
        return Math.abs(current.left + current.width / 2 - (box.left + box.width / 2));
      });
    await expect.poll(offCentre).toBeLessThan(1);
    await page.setViewportSize({ width: 360, height: 900 });
    await expect.poll(offCentre).toBeLessThan(1);
    await expect(gallery.locator('.swiper-slide-active img')).toHaveAttribute('alt', /image 2 of 3$/);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 800 }, hasTouch: true });

    test("the player's first swipe on the gallery starts the slider and moves it on", async ({ page }) => {
      await page.goto(siteUrl('/marketplace/product/item/1'));
      const gallery = page.getByRole('group', { name: /gallery$/ });
      const frame = gallery.locator('.gallery__swiper');
      await frame.scrollIntoViewIfNeeded();
      await expect(gallery.getByRole('img').first()).toBeVisible();
      await expect(frame).not.toHaveClass(/\bswiper-initialized\b/);
      const box = (await frame.boundingBox())!;
      const y = box.y + box.height / 2;
      const from = box.x + box.width * 0.8;
      // A finger on the screen: Chromium's touch input, which reports pointer and touch events.
      const input = await page.context().newCDPSession(page);
      await input.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
      for (let step = 1; step <= 10; step += 1)
        await input.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: from - step * (box.width / 20), y }],
        });
      await input.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect(gallery.locator('.swiper-slide-active img')).toHaveAttribute('alt', /image 2 of 3$/);
    });
  });

  test("the slider's Download image saves the current slide", async ({ page }) => {
    await page.goto(siteUrl('/marketplace/product/item/1'));
    const gallery = page.getByRole('group', { name: /gallery$/ });
    await expect(gallery.getByRole('img').first()).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      gallery.getByRole('button', { name: 'Download image' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('1-1.svg');
    await gallery.getByRole('button', { name: 'Next image' }).click();
    const [second] = await Promise.all([
      page.waitForEvent('download'),
      gallery.getByRole('button', { name: 'Download image' }).click(),
    ]);
    expect(second.suggestedFilename()).toBe('1-2.svg');
    await expect(gallery.getByRole('link', { name: /^More Info about / })).toHaveAttribute(
      'href',
      '#tech-specification',
    );
  });

  for (const path of ['/marketplace/product/item/1', '/marketplace/product/package/1']) {
    test(`${path}: the slider's first image is in the served HTML, and the slider takes its place without moving it; Swiper's start, when the player reaches for it, moves no image`, async ({
      page,
    }) => {
      const html = await (await page.request.get(siteUrl(path))).text();
      const first = /<img class="product__poster" src="([^"]+)"/.exec(html)?.[1];
      expect(first).toMatch(/\.svg$/);
      await watchLayoutShifts(page);
      await page.addInitScript(() => {
        /** The images the slider shows, by address and place on the page (a hover may scroll it). */
        const shownIn = (slider: Element) => {
          const frame = slider.getBoundingClientRect();
          return [...slider.querySelectorAll('img')]
            .map((image) => ({ image, box: image.getBoundingClientRect() }))
            .filter(
              ({ image, box }) =>
                box.right > frame.left &&
                box.left < frame.right &&
                box.width > 0 &&
                getComputedStyle(image).visibility === 'visible',
            )
            .map(({ image, box: { x, y, width, height } }) => ({
              src: image.getAttribute('src'),
              x: x + scrollX,
              y: y + scrollY,
              width,
              height,
            }))
            .sort((a, b) => a.x - b.x);
        };
        (window as unknown as { shownIn: typeof shownIn }).shownIn = shownIn;
        // What a frame would draw once the slider has rendered: read at the end of the task that
        // rendered it, from inside its shadow root.
        const attachShadow = Element.prototype.attachShadow;
        Element.prototype.attachShadow = function (init) {
          const root = attachShadow.call(this, init);
          new MutationObserver(() => {
            const slider = root.querySelector('.gallery__swiper');
            const recorded = window as unknown as { beforeStart?: unknown };
            if (!slider || recorded.beforeStart || slider.classList.contains('swiper-initialized')) return;
            recorded.beforeStart = shownIn(slider);
          }).observe(root, { childList: true, subtree: true });
          return root;
        };
      });
      await page.goto(siteUrl(path));
      const poster = page.locator('.product__poster');
      const gallery = page.getByRole('group', { name: /gallery$/ });
      const slider = gallery.locator('.gallery__swiper');
      await expect(gallery.getByRole('img').first()).toBeVisible();
      await expect(poster).toBeHidden();
      // Where the poster was drawn, the slider draws its current image, to the pixel, with a
      // neighbour on each side (the looping coverflow, drawn before Swiper starts).
      const box = await poster.evaluate((image: HTMLElement) => {
        image.style.display = 'block';
        const { x, y, width, height } = image.getBoundingClientRect();
        image.style.display = '';
        return { x, y, width, height };
      });
      type Shown = { src: string; x: number; y: number; width: number; height: number }[];
      const beforeStart = await page.evaluate(
        () => (window as unknown as { beforeStart: Shown }).beforeStart,
      );
      expect(beforeStart.map((image) => image.src)).toHaveLength(3);
      expect(beforeStart[1]!.src).toBe(first);
      const scroll = await page.evaluate(() => ({ x: scrollX, y: scrollY }));
      expect(Math.abs(beforeStart[1]!.x - scroll.x - box.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(beforeStart[1]!.y - scroll.y - box.y)).toBeLessThanOrEqual(1);
      for (const key of ['width', 'height'] as const)
        expect(Math.abs(beforeStart[1]![key] - box[key])).toBeLessThanOrEqual(1);
      await expect(slider).not.toHaveClass(/\bswiper-initialized\b/);
      // The player reaches for it: Swiper starts, and every image stays where it was drawn.
      await slider.hover();
      await expect(slider).toHaveClass(/\bswiper-initialized\b/);
      await expect(gallery.locator('.swiper-slide-active img')).toHaveAttribute('src', first!);
      const afterStart = await slider.evaluate((element) =>
        (window as unknown as { shownIn: (slider: Element) => Shown }).shownIn(element),
      );
      expect(afterStart.map((image) => image.src)).toEqual(beforeStart.map((image) => image.src));
      afterStart.forEach((image, index) => {
        for (const key of ['x', 'y', 'width', 'height'] as const)
          expect(Math.abs(image[key] - beforeStart[index]![key])).toBeLessThanOrEqual(1);
      });
      expect(await layoutShiftTotal(page)).toBe(0);
    });
  }

  for (const width of [320, 360, 412, 800, 1440]) {
    test(`a subscription at ${width} px: its periods mount in the room kept for them, so nothing below them moves`, async ({
      browser,
      page,
    }) => {
      const path = '/marketplace/product/subscription/1';
      const periodsBottom = (on: Page) =>
        on.locator('.product__periods').evaluate((box) => box.getBoundingClientRect().bottom);
      // The server's page alone, before any script: the room the periods are given.
      const serverOnly = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width, height: 800 },
      });
      const before = await serverOnly.newPage();
      await before.goto(siteUrl(path));
      const kept = await periodsBottom(before);
      await serverOnly.close();

      await page.setViewportSize({ width, height: 800 });
      await page.goto(siteUrl(path));
      await expect(page.getByRole('radio', { name: '1 month' })).toBeVisible();
      expect(Math.abs((await periodsBottom(page)) - kept)).toBeLessThanOrEqual(1);
    });
  }

  for (const width of [360, 1440]) {
    test(`a subscription at ${width} px comes with its periods: "target period defaults to the first" from the first render, with no request of its own, and the price under them never moves`, async ({
      page,
    }) => {
      const periodRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/market/period/list')) periodRequests.push(request.url());
      });
      await watchLayoutShifts(page);
      await page.setViewportSize({ width, height: 800 });
      await page.goto(siteUrl('/marketplace/product/subscription/1'));
      const periods = page.getByRole('region', { name: 'Period' });
      await expect(periods.getByRole('radio', { name: '1 month' })).toBeChecked();
      await expect(periods.locator('[part="price"]')).toHaveText('$4.99 for 1 month');
      expect(await layoutShiftTotal(page)).toBe(0);
      expect(periodRequests).toEqual([]);
    });
  }

  test("an item's, a package's, a package item's and a subscription's page comes with the lot its footer shows: the API's price, Add to Cart and no loading state, with no request for the lot", async ({
    page,
  }) => {
    const lotRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/market\/(items\/\d|packages\/\d|subscription\/get_by_id)/.test(request.url()))
        lotRequests.push(request.url());
    });
    const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    const apiLot = async (path: string, body?: object) =>
      (await (
        body ? page.request.post(`${API()}${path}`, { data: body }) : page.request.get(`${API()}${path}`)
      ).then((answer) => answer.json())) as { price: { USD: number }; lot_items: { title: string }[] };
    const pkg = await apiLot('/market/packages/1');
    const slug = pkg.lot_items[0]!.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    for (const [path, lot] of [
      ['/marketplace/product/item/1', await apiLot('/market/items/1')],
      ['/marketplace/product/package/1', pkg],
      [`/marketplace/product/package/1/item/${slug}`, pkg],
      ['/marketplace/product/subscription/1', await apiLot('/market/subscription/get_by_id', { id: 1 })],
    ] as const) {
      await page.goto(siteUrl(path));
      const footer = page.locator('.product__footer');
      await expect(footer.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
      await expect(footer.locator('[part="price-usd"]'), path).toContainText(usd(lot.price.USD));
      await expect(footer.locator('[aria-busy="true"]')).toHaveCount(0);
    }
    expect(lotRequests).toEqual([]);
  });

  test('an item of category -1 shows a data package', async ({ page }) => {
    await page.goto(siteUrl('/marketplace/product/item/60'));
    await expect(page.locator('.product__badge')).toHaveText('Data package');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Star Chart Data Package 2');
  });

  test('item from a basket line', async ({ page }) => {
    await page.goto(siteUrl('/marketplace/product/item/2'));
    const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    await fromBasketLine(page, title);
    await expect(page).toHaveURL(/\/marketplace\/product\/item\/2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('package: from a basket line; its composition links into the package; related packages paged 5, 10, 15; axe', async ({
    page,
  }) => {
    await page.goto(siteUrl('/marketplace/product/package/2'));
    const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    await fromBasketLine(page, title);
    await expect(page).toHaveURL(/\/marketplace\/product\/package\/2$/);
    const related = page.getByRole('region', { name: 'Related packages' });
    await expect(related.getByRole('listitem')).toHaveCount(5);
    await related.getByRole('link', { name: '10', exact: true }).click();
    await expect(page).toHaveURL(/perPage=10/);
    await expect(related.getByRole('listitem')).toHaveCount(10);
    await related.getByRole('link', { name: '5', exact: true }).click();
    await related.getByRole('link', { name: '2', exact: true }).click();
    // 5 a page is the default, so the address holds the page alone.
    await expect(page).toHaveURL(/\?page=1#related-heading$/);
    await expect(related.getByRole('link', { name: '2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      page.getByRole('region', { name: 'Package composition' }).getByRole('link').first(),
    ).toHaveAttribute('href', /\/marketplace\/product\/package\/2\/item\/[a-z0-9-]+$/);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('package item: the side list follows the slug and opens to anchors; Database Reset: YES; a slug not in the package goes to /404; axe', async ({
    page,
  }) => {
    await page.goto(siteUrl('/marketplace/product/package/1'));
    const links = page.getByRole('region', { name: 'Package composition' }).getByRole('link');
    const second = (await links.nth(1).textContent())?.trim() ?? '';
    await links.nth(1).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second);
    await expect(page.getByText('Database Reset: YES')).toBeVisible();
    // The item's slider has the item page's 'More Info' link, to its specification.
    await expect(page.locator('#gallery').getByRole('link', { name: /^More Info about / })).toHaveAttribute(
      'href',
      '#tech-specification',
    );
    const side = page.getByRole('navigation', { name: 'Package items' });
    await expect(side.getByRole('link', { name: second, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await side.getByRole('link', { name: 'Technical Specification' }).click();
    await expect(page).toHaveURL(/#tech-specification$/);
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(page.locator('.product__side')).toHaveCSS('position', 'sticky');
    // The page has scrolled to the anchor: the side list "sticky" stays in view, below the sticky
    // header rather than under it (where its toggle could not be reached).
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const headerBottom = await page
      .locator('header.site-header')
      .evaluate((header) => header.getBoundingClientRect().bottom);
    await expect
      .poll(() => page.locator('.product__side').evaluate((side) => side.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(headerBottom);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(siteUrl('/marketplace/product/package/1/item/not-in-this-package'));
    await expect(page).toHaveURL(/\/404$/);
  });

  test('subscription: from a basket line; the periods change the price; Add to Cart once, and it says so; Get Started goes to /AISubscription; axe', async ({
    page,
  }) => {
    await page.goto(siteUrl('/marketplace/product/subscription/2'));
    const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    await fromBasketLine(page, title);
    await expect(page).toHaveURL(/\/marketplace\/product\/subscription\/2$/);
    await expect(page.getByText('This subscription is already in your cart.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'In Cart' })).toBeDisabled();
    const periods = page.getByRole('region', { name: 'Period' });
    await expect(periods.getByRole('radio', { name: '1 month' })).toBeChecked();
    const price = periods.locator('[part="price"]');
    await expect(price).toHaveText('$9.99 for 1 month');
    await periods.getByText('12 months').click();
    await expect(price).toHaveText('$119.88 for 12 months');
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/AISubscription');
    expect(await axeViolations(page)).toEqual([]);
  });

  test("subscription: periods that fail show 'Error loading periods', logged", async ({ page }) => {
    await page.request.post(`${API()}/__sandbox/faults`, {
      data: { path: '/market/period/list', status: 500, code: 5002, message: 'database error' },
    });
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto(siteUrl('/marketplace/product/subscription/1'));
    await expect(page.getByRole('region', { name: 'Period' }).getByRole('alert')).toHaveText(
      'Error loading periods',
    );
    expect(logged.some((line) => line.startsWith('Error loading periods'))).toBe(true);
  });

  test('a lot added through the admin call has its page at once; disabled, it is NoItem with 404', async ({
    page,
  }) => {
    const admin = await adminApi(page.request);
    const added = await admin('/market/packages/add', {
      title: 'Night Shift Bundle',
      description: 'Added while the server ran',
      lot_type: 'package',
      price: { USD: 2500, RDC: 30000 },
      lot_items: [1, 2],
    });
    expect((await page.goto(siteUrl(`/marketplace/product/package/${added.id}`)))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Night Shift Bundle');
    await admin('/market/packages/edit', { id: added.id, enabled: false });
    expect((await page.goto(siteUrl(`/marketplace/product/package/${added.id}`)))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('NoItem');
  });

  test('a failing API: the Error status with 503, within the 5000 ms timeout', async ({ page }) => {
    // The lot never comes in time and the link templates are slow too: the page's server calls run
    // side by side, so the answer comes with the one 5000 ms timeout, not after two waits in a row.
    await page.request.post(`${API()}/__sandbox/faults`, {
      data: { method: 'GET', path: '/market/items/3', latencyMs: 9000 },
    });
    await page.request.post(`${API()}/__sandbox/faults`, {
      data: { method: 'POST', path: '/link/template/get_by_url', latencyMs: 3000 },
    });
    // Timed to the whole served page (the layout streams after the status line), not to the
    // browser loading the page's scripts.
    const started = Date.now();
    const answer = await page.request.get(siteUrl('/marketplace/product/item/3'));
    const html = await answer.text();
    expect(answer.status()).toBe(503);
    expect(Date.now() - started).toBeLessThan(7000);
    expect(html).toMatch(/<h1[^>]*>\s*Error\s*<\/h1>/);
  });

  test('a countdown near zero hides itself', async ({ page }) => {
    const admin = await adminApi(page.request);
    const end = new Date(Date.now() + 6000).toISOString();
    const added = await admin('/market/items/add', {
      title: 'Flash Sale Drone',
      lot_type: 'item',
      price: { USD: 999, RDC: 12000 },
      category_id: 1,
      time_limited: end,
    });
    await page.goto(siteUrl(`/marketplace/product/item/${added.id}`));
    const countdown = page.getByText(/^Ends in \d\d:\d\d:\d\d$/);
    await expect(countdown).toBeVisible();
    await expect(countdown).toBeHidden({ timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flash Sale Drone');
  });
});
