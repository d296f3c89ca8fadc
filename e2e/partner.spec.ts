import { axeViolations } from './support/axe';
import { buyFirstCoinPack, chunksOf, expect, partnerUrl, recorded, test } from './support/fixtures';
import { handOverSession } from './support/hand-over-session';

// The accent colour of the default theme, as computed styles report it.
const ACCENT = 'rgb(79, 209, 255)';

test.describe('the partner page (a plain HTML page on another origin, one script tag)', () => {
  test('Buy in the coin packs raises the badge to 1 and a listener on document receives rdc-cart-change', async ({
    page,
  }) => {
    await page.goto(partnerUrl());
    await buyFirstCoinPack(page);
    await expect(page.locator('#event-log [data-event="rdc-cart-change"]')).toHaveCount(1);
    expect((await recorded(page)).errors).toEqual([]);
  });

  test("under a strict CSP (default-src 'self'; style-src 'self') the widgets render styled, with no violation", async ({
    page,
  }) => {
    const response = await page.goto(partnerUrl({ csp: 'strict' }));
    expect(response?.headers()['content-security-policy']).toContain("style-src 'self'");
    await buyFirstCoinPack(page);
    const buy = page.locator('rdc-coin-packs').getByRole('button', { name: /^Buy / }).first();
    await expect(buy).toHaveCSS('background-color', ACCENT);
    expect((await recorded(page)).violations).toEqual([]);
  });

  test('a hostile host stylesheet (* { all: revert !important; font-size: 40px !important } …) does not break them', async ({
    page,
  }) => {
    await page.goto(partnerUrl({ hostile: '1' }));
    // The page itself is wrecked by its own stylesheet…
    await expect(page.locator('.partner-text')).toHaveCSS('font-size', '40px');
    // …while the widgets keep their look and work.
    const buy = page.locator('rdc-coin-packs').getByRole('button', { name: /^Buy / }).first();
    await expect(buy).toHaveCSS('background-color', ACCENT);
    await expect(buy).not.toHaveCSS('font-size', '40px');
    await expect(page.locator('rdc-coin-packs')).toHaveCSS('display', 'block');
    await buyFirstCoinPack(page);
  });

  test('their styles never leak out: a host element with a widget class name keeps the host look', async ({
    page,
  }) => {
    await page.goto(partnerUrl());
    await expect(page.locator('rdc-coin-packs').getByRole('button', { name: /^Buy / }).first()).toBeVisible();
    const hostButton = page.locator('.partner-button');
    await expect(hostButton).not.toHaveCSS('background-color', ACCENT);
    await expect(page.locator('.partner-text')).toHaveCSS('font-family', /Georgia/);
  });

  test('the bundle loaded twice (same URL twice and a second copy) defines each element once and keeps one state', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(partnerUrl({ twice: '1' }));
    await buyFirstCoinPack(page);
    const { errors } = await recorded(page);
    expect(errors).toEqual([]);
    // The second copy deferred to the first: none of its chunks was fetched.
    expect(requests.filter((path) => path.startsWith('/copy2/chunks/'))).toEqual([]);
    expect(requests).toContain('/copy2/rdc-widgets.js');
    expect(requests.filter((path) => /\/chunks\/runtime-/.test(path))).toHaveLength(1);
  });

  test('attribute changes re-render: lot-id, lot-type and href, and removing them', async ({ page }) => {
    await page.goto(partnerUrl());
    const footer = page.locator('rdc-product-footer');
    await expect(footer.locator('[part="teaser"]')).toContainText('SAVE 30% in package');
    const firstLabel = await footer.locator('[part="footer"]').getAttribute('aria-label');
    await footer.evaluate((element) => element.setAttribute('lot-id', '2'));
    await expect(footer.locator('[part="footer"]')).not.toHaveAttribute('aria-label', firstLabel ?? '');
    await footer.evaluate((element) => element.setAttribute('lot-type', 'package'));
    await expect(footer.locator('[part="teaser"]')).toHaveCount(0);
    await footer.evaluate((element) => element.setAttribute('lot-id', '999999'));
    await expect(footer.getByText('NoItem')).toBeVisible();

    const badge = page.locator('rdc-basket-badge');
    await badge.evaluate((element) => element.setAttribute('href', 'https://store.example/basket'));
    await expect(badge.locator('a')).toHaveAttribute('href', 'https://store.example/basket');
    await badge.evaluate((element) => element.removeAttribute('href'));
    await expect(badge.locator('a')).toHaveAttribute('href', '/basket');
  });

  test('two tabs share the cart', async ({ page, context }) => {
    await page.goto(partnerUrl());
    const other = await context.newPage();
    await other.goto(partnerUrl());
    await expect(other.locator('rdc-basket-badge [part="link"]')).toBeVisible();
    await buyFirstCoinPack(page);
    await expect(other.locator('rdc-basket-badge [part="count"]')).toHaveText('1');
  });

  test('axe finds no violations on the partner page', async ({ page }) => {
    await page.goto(partnerUrl());
    await expect(page.locator('rdc-coin-packs').getByRole('button', { name: /^Buy / }).first()).toBeVisible();
    await expect(page.locator('rdc-product-footer [part="add-to-cart"]')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('on a phone (360 px) every coin pack fits its column, none cut by the slider', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(partnerUrl());
    const packs = page.locator('rdc-coin-packs [part="pack"]');
    await expect(packs.getByRole('button', { name: 'Buy RDC 5,000' })).toBeVisible();
    const overflows = await packs.evaluateAll((cards) =>
      cards
        .map((card) => {
          const own = card.getBoundingClientRect();
          const column = (card.parentElement as HTMLElement).getBoundingClientRect();
          return { pack: card.querySelector('[part="amount"]')?.textContent, by: own.right - column.right };
        })
        .filter(({ by }) => by > 0.5),
    );
    expect(overflows).toEqual([]);
  });
});

test.describe('what a page downloads', () => {
  const chunksRequested = (requests: string[]) =>
    requests
      .filter((path) => path.includes('/chunks/'))
      .map((path) => path.slice(1))
      .sort();

  test('a page with only <rdc-basket-badge> loads the runtime and the badge, nothing else', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(partnerUrl({ only: 'rdc-basket-badge' }));
    await expect(page.locator('rdc-basket-badge [part="link"]')).toBeVisible();
    expect(chunksRequested(requests)).toEqual(chunksOf('basket-badge/BasketBadge'));
    expect(chunksRequested(requests).map((file) => file.replace(/^chunks\/([A-Za-z]+).*$/, '$1'))).toEqual([
      'BasketBadge',
      'runtime',
    ]);
  });

  test('a page with only <rdc-coin-packs> loads Swiper with it, and a tag added later loads its chunk then', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(partnerUrl({ only: 'rdc-coin-packs' }));
    await expect(page.locator('rdc-coin-packs').getByRole('button', { name: /^Buy / }).first()).toBeVisible();
    expect(chunksRequested(requests)).toEqual(chunksOf('coin-packs/CoinPacks'));
    expect(chunksRequested(requests).some((file) => file.startsWith('chunks/swiper-'))).toBe(true);
    // Swiper's effects come only with the image slider's coverflow.
    expect(chunksRequested(requests).some((file) => file.startsWith('chunks/swiper-effects-'))).toBe(false);
    await page.evaluate(() => document.body.append(document.createElement('rdc-basket-badge')));
    await expect(page.locator('rdc-basket-badge [part="link"]')).toBeVisible();
    expect(chunksRequested(requests)).toEqual(
      [...new Set([...chunksOf('coin-packs/CoinPacks'), ...chunksOf('basket-badge/BasketBadge')])].sort(),
    );
  });

  test('a page with only <rdc-basket> loads its first step: no Swiper, no delivery or payment step, no cards, payment call, dialogs or auth forms until they are shown', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(partnerUrl({ only: 'rdc-basket' }));
    const basket = page.locator('rdc-basket');
    await expect(basket.getByRole('heading', { name: 'Shopping cart' })).toBeVisible();
    expect(chunksRequested(requests)).toEqual(chunksOf('basket/Basket'));
    const names = chunksRequested(requests).map((file) =>
      file.replace(/^chunks\/([A-Za-z]+(-styles)?).*$/, '$1'),
    );
    for (const later of [
      'swiper',
      'swiper-styles',
      'DeliveryStep',
      'PaymentStep',
      'SavedCards',
      'AddCardDialog',
      'PaypalCardForm',
      'LoginForm',
      'PurchaseModal',
      'ErrorModal',
      'ConfirmHost',
      'AuthDialogs',
      'Modal',
    ]) {
      expect(names).not.toContain(later);
    }
    // Core's payment side (the cards' store, Place order, the payment call and its schemas) comes
    // with the payment step; the dialogs (the modal, the error card, the auth forms' styles) when shown.
    const startCode = (
      await Promise.all(
        chunksRequested(requests).map(async (file) =>
          (await page.request.get(new URL(`/${file}`, page.url()).href)).text(),
        ),
      )
    ).join('\n');
    expect(startCode).toContain('Shopping cart');
    for (const later of [
      '/payment_card/pay',
      'modal__backdrop',
      'Account verification',
      'auth-form__row',
      '.address__title',
    ])
      expect(startCode).not.toContain(later);

    // A part's styles come with it: the host page's sign-in request fetches the auth dialogs, and
    // the dialog they show is styled (its backdrop covers the viewport) in the basket's shadow root.
    await page.evaluate(() =>
      document.dispatchEvent(new CustomEvent('rdc-open-auth', { detail: { category: 'login' } })),
    );
    const dialog = basket.getByRole('dialog', { name: 'Sing In' });
    await expect(dialog.getByLabel('Account name or email')).toBeVisible();
    expect(chunksRequested(requests).some((file) => file.startsWith('chunks/AuthDialogs-'))).toBe(true);
    await expect(basket.locator('.modal__backdrop')).toHaveCSS('position', 'fixed');
    await expect(dialog.locator('.auth-form__submit')).toHaveCount(1);
  });

  test('a page with only <rdc-manufactory> loads its shell and the one view its route shows; the product view brings the category tree, each with its styles', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const views = () =>
      chunksRequested(requests)
        .map((file) => file.replace(/^chunks\/([A-Za-z]+).*$/, '$1'))
        .filter((name) => /^[A-Z]\w*View$|^TreePanel$/.test(name));
    const manufactory = page.locator('rdc-manufactory');

    await page.goto(partnerUrl({ only: 'rdc-manufactory' }));
    await expect(manufactory.locator('[part="manufacturer-card"]').first()).toBeVisible();
    expect(
      chunksRequested(requests).filter((file) => chunksOf('manufactory/Manufactory').includes(file)),
    ).toEqual(chunksOf('manufactory/Manufactory'));
    expect(views()).toEqual(['ManufacturersView']);

    requests.length = 0;
    const lightFighters = Buffer.from(JSON.stringify({ category: '/ships/fighters/light' })).toString(
      'base64url',
    );
    await page.goto(
      partnerUrl({ only: 'rdc-manufactory', attributes: `view="product" path="${lightFighters}"` }),
    );
    await expect(manufactory.locator('[part="item-card"]').first()).toBeVisible();
    await expect(manufactory.locator('[part="tree"]')).toBeVisible();
    expect(views().sort()).toEqual(['ProductView', 'TreePanel']);
    // The views' and the tree's styles came with their code into the widget's shadow root.
    await expect(manufactory.locator('[part="item-card"]').first()).toHaveCSS('flex-direction', 'column');
    await expect(manufactory.locator('.tree')).toHaveCSS('border-top-style', 'solid');
  });

  test('a page with only <rdc-image-slider> loads Swiper with its effects and slides in coverflow', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const images = JSON.stringify(['/ship-1.png', '/ship-2.png', '/ship-3.png']);
    await page.goto(partnerUrl({ only: 'rdc-image-slider', attributes: `title="Ship" images='${images}'` }));
    const slider = page.locator('rdc-image-slider');
    await expect(slider.getByRole('group', { name: 'Ship gallery' })).toBeVisible();
    expect(chunksRequested(requests)).toEqual(chunksOf('image-slider/ImageSlider'));
    expect(chunksRequested(requests).some((file) => file.startsWith('chunks/swiper-effects-'))).toBe(true);
    // Swiper starts when the player reaches for the slider: a tap on Next starts it and moves on.
    await slider.getByRole('button', { name: 'Next image' }).click();
    await expect(slider.locator('.gallery__swiper')).toHaveClass(/\bswiper-coverflow\b/);
    await expect(slider.locator('.swiper-slide-active img')).toHaveAttribute('alt', 'Ship, image 2 of 3');
  });
});

test.describe('a logged-in player (the session handed over, as a game does)', () => {
  test('the user menu shows the alias and a popup with the balance and links; Buy now shows; Log Out clears the session and goes home', async ({
    page,
  }) => {
    await handOverSession(page);
    await page.goto(partnerUrl());

    const menu = page.locator('rdc-user-menu');
    const trigger = menu.locator('[part="trigger"]');
    await expect(trigger).toContainText('demo');
    await expect(page.locator('rdc-product-footer').getByRole('button', { name: 'Buy now' })).toBeVisible();
    await trigger.hover();
    await expect(menu.locator('[part="popup"]')).toBeVisible();
    await expect(menu.locator('[part="balance"]')).toHaveText(/^Balance: RDC\s[\d,]+\.\d{2}$/);
    await expect(menu.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      'http://127.0.0.1:4321/settings',
    );
    await expect(menu.getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'href',
      'http://127.0.0.1:4321/settings#orders',
    );
    await page.locator('rdc-product-footer').getByRole('button', { name: 'Buy now' }).click();
    expect((await recorded(page)).events.filter((event) => event.type === 'rdc-buy-now')).toHaveLength(1);

    await trigger.hover();
    await menu.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.locator('rdc-user-menu').getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('publicaccessToken'))).toBeNull();
  });
});
