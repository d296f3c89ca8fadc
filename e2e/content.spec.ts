// The content site (marketplace-content.md §2.1, §2.8, §4, §5, §7): home with its preview
// slider and news, Creators Corner with its FAQ and sign-up, the timeline, and comments on articles.
import type { Page } from '@playwright/test';
import { expect, siteUrl, test } from './support/fixtures';
import { signIn } from './checkout-helpers';
import { adminApi } from './support/admin';
import { axeViolations } from './support/axe';

const slider = (page: Page) => page.locator('[data-preview-slider]');

test.describe('home (/)', () => {
  test('the preview slider autoplays every duration × 1000 ms, pauses while its video plays and moves on when the video ends', async ({
    page,
  }) => {
    const admin = await adminApi(page.request);
    // A one-second duration, so the 3-second video outlasts the autoplay delay by far.
    await admin('/market/slide/group/edit', { id: 1, duration: 1 });
    // The slider's changes, timed in the page from its start: a check from the test would race a
    // one-second autoplay on a busy machine (the slider can be past slide 0 before it looks).
    await page.addInitScript(() => {
      const changes: { name: string; value: string | null; at: number }[] = [];
      (window as unknown as { sliderChanges: typeof changes }).sliderChanges = changes;
      new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target as Element;
          if (target.hasAttribute('data-preview-slider'))
            changes.push({
              name: record.attributeName ?? '',
              value: target.getAttribute(record.attributeName ?? ''),
              at: performance.now(),
            });
        }
      }).observe(document, {
        subtree: true,
        attributes: true,
        attributeFilter: ['data-active', 'data-paused'],
      });
    });
    try {
      await page.goto(siteUrl('/'));
      const root = slider(page);
      await expect(root.locator('[data-slide]')).toHaveCount(4);
      // Slide 1 is the video; slide 2 a picture, shown for the group's delay before slide 3.
      await expect(root).toHaveAttribute('data-active', '3', { timeout: 15_000 });
      const changes = await page.evaluate(
        () =>
          (window as unknown as { sliderChanges: { name: string; value: string | null; at: number }[] })
            .sliderChanges,
      );
      const shown = (slide: string) =>
        changes.find((change) => change.name === 'data-active' && change.value === slide)?.at ?? Number.NaN;
      const pausedAt =
        changes.find((change) => change.name === 'data-paused' && change.value === 'true')?.at ?? Number.NaN;
      // "Autoplay pauses while a video plays (after about half a second)".
      expect(pausedAt).toBeGreaterThan(shown('1'));
      expect(pausedAt).toBeLessThan(shown('2'));
      // "…and resumes, advancing to the next slide, when the video ends": the 3 s video, well past the 1 s delay.
      expect(shown('2') - shown('1')).toBeGreaterThan(2000);
      // "delay equals the group duration times 1000 ms" (a late timer on a busy machine allowed for).
      expect(shown('3') - shown('2')).toBeGreaterThan(900);
      expect(shown('3') - shown('2')).toBeLessThan(2500);
      await expect(root.locator('[data-slide="3"]')).toBeVisible();
      await expect(root.locator('[data-slide="1"]')).toBeHidden();
    } finally {
      await admin('/market/slide/group/edit', { id: 1, duration: 6 });
    }
  });

  test('with reduced motion the slider stays put; the reader moves it with the arrows and dots', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(siteUrl('/'));
    const root = slider(page);
    await expect(root.locator('[data-slide="0"]')).toBeVisible();
    await expect(root.locator('[data-slide="0"] .preview__link')).toHaveAttribute(
      'href',
      /^\/marketplace\/product\/item\/\d+$/,
    );
    await root.getByRole('button', { name: 'Next slide' }).click();
    await expect(root).toHaveAttribute('data-active', '1');
    await root.getByRole('button', { name: 'Show slide 3' }).click();
    await expect(root.locator('[data-slide="2"] .preview__link')).toHaveAttribute(
      'href',
      /^\/marketplace\/product\/package\/\d+$/,
    );
    await root.getByRole('button', { name: 'Previous slide' }).click();
    await expect(root).toHaveAttribute('data-active', '1');
  });

  test('news cards: at most 5, latest first, coloured by category; a card opens its article', async ({
    page,
  }) => {
    await page.goto(siteUrl('/'));
    const cards = page.getByRole('region', { name: 'News' }).getByRole('link');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(5);
    const dates = await cards
      .locator('time')
      .evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime') ?? '')));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    for (const category of await cards.evaluateAll((links) =>
      links.map((link) => link.getAttribute('data-category')),
    )) {
      expect(['news', 'media', 'dev']).toContain(category);
    }
    const colours = await cards.evaluateAll((links) =>
      links.map((link) => `${link.getAttribute('data-category')}:${getComputedStyle(link).borderTopColor}`),
    );
    expect(new Set(colours.map((entry) => entry.split(':')[0])).size).toBe(new Set(colours).size);

    const first = cards.first();
    const caption = (await first.locator('.news-card__caption').textContent())?.trim() ?? '';
    const href = (await first.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/articles\/\d+$/);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(caption);
  });

  test('axe finds nothing on the home page', async ({ page }) => {
    // axe over the whole page is slow on a loaded machine; the slider is held still so the page it audits does not change under it.
    test.slow();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(siteUrl('/'));
    await expect(page.getByRole('region', { name: 'News' }).getByRole('link').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('Overview, Your Role and the register block; Register Now opens the auth modal on its register view', async ({
    page,
  }) => {
    await page.goto(siteUrl('/'));
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Role' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Register Now' }).click();
    await expect(page.getByRole('dialog', { name: 'Register Now' })).toBeVisible();
  });

  test('"visitor (sign-in and Register Now shown)" (marketplace-content.md §6): a player is not asked to register', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(siteUrl('/'));
    const register = page.getByRole('region', { name: 'Join the fleet' });
    await expect(register.getByRole('button', { name: 'Register Now' })).toBeVisible();
    await page.locator('header').getByRole('button', { name: 'Sign In' }).click();
    await signIn(page);
    await expect(page.locator('header').getByRole('button', { name: 'demo' })).toBeVisible();
    await expect(register).toBeHidden();
    await page.reload();
    await expect(page.locator('header').getByRole('button', { name: 'demo' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Register Now' })).toHaveCount(0);
  });
});

test.describe('Creators Corner (/creator-corners)', () => {
  for (const anchor of ['Overview', 'Creators', 'UnrealEngineTemplate', 'FAQ', 'SignUp']) {
    test(`#${anchor} takes the reader to its section`, async ({ page }) => {
      await page.goto(siteUrl(`/creator-corners#${anchor}`));
      await expect(page.locator(`#${anchor}`)).toBeInViewport();
    });
  }

  test("the banner, the six role cards, creator stories and the unreal engine block with the spec's facts; axe finds nothing", async ({
    page,
  }) => {
    await page.goto(siteUrl('/creator-corners'));
    const roles = page.locator('#Creators .creators__role h3');
    await expect(roles).toHaveText([
      'Artists',
      'Musician',
      '3d Artist',
      'Streamer',
      'YouTuber',
      'Content creator',
    ]);
    await expect(page.locator('#Creators .creators__story').first()).toBeVisible();
    await expect(
      page.locator('#UnrealEngineTemplate').getByRole('heading', { name: 'get unreal engine' }),
    ).toBeVisible();
    await expect(
      page.locator('#UnrealEngineTemplate').getByRole('link', { name: 'Download Now' }),
    ).toBeVisible();
    await expect(page.locator('#Overview')).toContainText('5% royalty applies above USD 1 million');
    await expect(page.locator('#FAQ .faq__item')).toHaveCount(6);
    await expect(page.locator('#SignUp form')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the banner's Sign Up opens the auth modal; a visitor also sees Register Now, which opens its register view", async ({
    page,
  }) => {
    // marketplace-content.md §2.8: "sign-up banner with a 'Sign Up' button opening the auth modal
    // (visitors see a 'Register Now' banner button)".
    await page.goto(siteUrl('/creator-corners'));
    const banner = page.locator('.creators__banner');
    await banner.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page.getByRole('dialog', { name: 'Sing In' })).toBeVisible();
    await expect(page).toHaveURL(/\/creator-corners$/);
    await page.keyboard.press('Escape');
    await banner.getByRole('button', { name: 'Register Now' }).click();
    await expect(page.getByRole('dialog', { name: 'Register Now' })).toBeVisible();
  });

  test('signed in as demo, the program form says who is signed in and what joining does; the account changes only when the player chooses the new one', async ({
    page,
  }) => {
    await page.goto(siteUrl('/creator-corners'));
    const banner = page.locator('.creators__banner');
    await banner.getByRole('link', { name: 'Sign Up' }).click();
    await signIn(page);
    const header = page.locator('header');
    await expect(header.getByText('demo', { exact: true }).first()).toBeVisible();
    // marketplace-content.md §6: the visitor state shows "sign-in and Register Now"; a player does not.
    await expect(banner.getByRole('button', { name: 'Register Now' })).toBeHidden();

    // The banner's Sign Up takes a player to the program's form, which says what it will do.
    await banner.getByRole('link', { name: 'Sign Up' }).click();
    const form = page.locator('#SignUp form');
    await expect(form).toBeInViewport();
    await expect(form).toContainText(
      'You are signed in as demo. Signing up creates a new account and signs you in as it.',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A refused sign-up (the form's own checks) changes nothing: demo stays signed in.
    const join = form.getByRole('button', { name: 'Create a new account and switch to it' });
    await join.click();
    await expect(form.getByText('This field is required!').first()).toBeVisible();
    await expect(header.getByText('demo', { exact: true }).first()).toBeVisible();

    // The player chooses the new account with the button that says so; the header then names it.
    const alias = `maker${Date.now() % 100000}`;
    await form.getByLabel('Account Name').fill(alias);
    await form.getByLabel('Email').fill(`${alias}@rdc.test`);
    await form.getByLabel('Password', { exact: true }).fill('secret12');
    await form.getByLabel('Link to your work, portfolio or channel').fill('https://example.com/works');
    await form.getByLabel('Year').selectOption('1995');
    await join.click();
    await expect(page.locator('#SignUp').getByRole('status')).toContainText(`You are signed in as ${alias}`);
    await expect(header.getByText(alias, { exact: true }).first()).toBeVisible();
    await expect(header.getByText('demo', { exact: true })).toHaveCount(0);
  });

  test('the role cards draw their icons as SVG hidden from screen readers, not as emoji that need a font', async ({
    page,
  }) => {
    await page.goto(siteUrl('/creator-corners#Creators'));
    const icons = page.locator('#Creators .creators__role svg');
    await expect(icons).toHaveCount(6);
    for (const icon of await icons.all()) {
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect((await icon.boundingBox())?.width).toBeGreaterThanOrEqual(24);
    }
    const cardText = await page.locator('#Creators .creators__roles').innerText();
    expect(cardText).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  test('the FAQ by mouse: hovering a question shows its short answer, a click opens its detail list', async ({
    page,
  }) => {
    await page.goto(siteUrl('/creator-corners#FAQ'));
    const item = page.locator('#FAQ .faq__item').nth(2);
    const question = item.getByRole('button');
    await expect(item.locator('.faq__short')).toBeHidden();
    await question.hover();
    await expect(item.locator('.faq__short')).toBeVisible();
    await expect(item.locator('.faq__short')).toContainText('For streamers and video makers');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(item.locator('.faq__details')).toContainText('150+ average concurrent viewers');
    await expect(item.locator('.faq__details')).toContainText('50,000+ subscribers');
    await question.click();
    await expect(item.locator('.faq__details')).toBeHidden();
  });

  test('the FAQ by keyboard: focus shows the short answer, Enter and Space open and close the details', async ({
    page,
  }) => {
    await page.goto(siteUrl('/creator-corners#FAQ'));
    const item = page.locator('#FAQ .faq__item').first();
    const question = item.getByRole('button');
    await page.locator('#faq-title').click();
    await page.keyboard.press('Tab');
    await expect(question).toBeFocused();
    await expect(item.locator('.faq__short')).toBeVisible();
    await expect(question).toHaveAccessibleDescription(/Anyone/);
    await page.keyboard.press('Enter');
    await expect(item.locator('.faq__details')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(item.locator('.faq__details')).toBeHidden();
  });

  test("the FAQ's short answer covers no other tile, and opening a tile grows that tile alone, not its row", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(siteUrl('/creator-corners#FAQ'));
    const items = page.locator('#FAQ .faq__item');
    const first = items.first();
    const neighbour = items.nth(1);
    const firstBox = await first.boundingBox();
    const neighbourBox = await neighbour.boundingBox();
    // Side by side in one row at this width.
    expect(neighbourBox?.y).toBe(firstBox?.y);

    for (const index of [0, 2]) {
      await items.nth(index).getByRole('button').hover();
      await expect(items.nth(index).locator('.faq__short')).toBeVisible();
      const covered = await page.evaluate((hovered) => {
        const tiles = [...document.querySelectorAll('#FAQ .faq__item')];
        const short = tiles[hovered]?.querySelector('.faq__short')?.getBoundingClientRect();
        // The other tiles the short answer's box overlaps.
        return tiles
          .filter((_, i) => i !== hovered)
          .map((tile) => tile.getBoundingClientRect())
          .filter(
            (box) =>
              short &&
              short.left < box.right &&
              box.left < short.right &&
              short.top < box.bottom &&
              box.top < short.bottom,
          ).length;
      }, index);
      expect(covered).toBe(0);
    }

    const heightBefore = neighbourBox?.height;
    await first.getByRole('button').click();
    await expect(first.locator('.faq__details')).toBeVisible();
    expect((await first.boundingBox())?.height).toBeGreaterThan(firstBox?.height ?? 0);
    expect((await neighbour.boundingBox())?.height).toBe(heightBefore);
  });

  test('the FAQ on a touch screen: a tap opens a tile with its short answer, and nothing stays shown once it is closed', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 780 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(siteUrl('/creator-corners#FAQ'));
    const item = page.locator('#FAQ .faq__item').nth(1);
    const question = item.getByRole('button');
    await expect(item.locator('.faq__short')).toBeHidden();
    await question.tap();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(item.locator('.faq__short')).toBeVisible();
    await expect(item.locator('.faq__details')).toBeVisible();
    await question.tap();
    await expect(item.locator('.faq__details')).toBeHidden();
    await expect(item.locator('.faq__short')).toBeHidden();
    // Tapping elsewhere leaves no answer of another tile shown either.
    await page.locator('#faq-title').tap();
    await expect(page.locator('#FAQ .faq__short:visible')).toHaveCount(0);
    await context.close();
  });

  test("'Signup to the program': the spec's messages, then a sign-up with the birth date as month/day/year", async ({
    page,
  }) => {
    await page.goto(siteUrl('/creator-corners#SignUp'));
    const form = page.locator('#SignUp form');
    const today = new Date();
    await expect(form.getByLabel('Month')).toHaveValue(String(today.getMonth() + 1));
    await expect(form.getByLabel('Day')).toHaveValue(String(today.getDate()));
    await expect(form.getByLabel('Year')).toHaveValue(String(today.getFullYear()));
    expect(
      await form
        .getByLabel('Year')
        .locator('option')
        .evaluateAll((options) => options.map((option) => Number(option.textContent)).sort()),
    ).toEqual(Array.from({ length: today.getFullYear() - 1919 }, (_, i) => 1920 + i));

    await form.getByRole('button', { name: 'Join the program' }).click();
    await expect(form.getByText('This field is required!')).toHaveCount(4);
    await expect(form.getByLabel('Account Name')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Account Name').fill('abc');
    await form.getByLabel('Email').fill('not an email');
    await form.getByLabel('Password', { exact: true }).fill('abc');
    await form.getByRole('button', { name: 'Join the program' }).click();
    await expect(form.getByText('few characters')).toHaveCount(2);
    await expect(form.getByText('Not correct email')).toBeVisible();

    // Show and hide the password.
    await form.getByRole('button', { name: 'Show password' }).click();
    await expect(form.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await form.getByRole('button', { name: 'Hide password' }).click();
    await expect(form.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');

    const alias = `creator${Date.now() % 100000}`;
    await form.getByLabel('Account Name').fill(alias);
    await form.getByLabel('Email').fill(`${alias}@rdc.test`);
    await form.getByLabel('Password', { exact: true }).fill('secret12');
    await form.getByLabel('Link to your work, portfolio or channel').fill('https://example.com/portfolio');
    await form.getByLabel('Month').selectOption('3');
    await form.getByLabel('Day').selectOption('5');
    await form.getByLabel('Year').selectOption('1990');
    const sent = page.waitForRequest((request) => request.url().endsWith('/auth/register'));
    await form.getByRole('button', { name: 'Join the program' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      alias,
      email: `${alias}@rdc.test`,
      portfolio: 'https://example.com/portfolio',
      bdate: '03/05/1990',
    });
    await expect(page.locator('#SignUp').getByRole('status')).toContainText(
      'Thank you for signing up to the creators program',
    );
    await expect(page.locator('header')).toContainText(alias);
    await expect(
      page.locator('.creators__banner').getByRole('button', { name: 'Register Now' }),
    ).toBeHidden();
  });
});

test.describe('the timeline (/articles/39)', () => {
  test('hero, dated cards 2080 to 2150 each opening a detail modal (focus kept inside, Escape closes), and Start your space battle', async ({
    page,
  }) => {
    await page.goto(siteUrl('/articles/39'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Timeline');
    const cards = page.getByRole('list', { name: 'Years' }).getByRole('button');
    await expect(cards.locator('.timeline__year')).toHaveText([
      '2080',
      '2090',
      '2100',
      '2110',
      '2120',
      '2130',
      '2140',
      '2150',
    ]);
    await expect(page.getByRole('link', { name: 'Start your space battle' })).toBeVisible();

    const card = cards.nth(2);
    await card.click();
    const modal = page.getByRole('dialog', { name: 'The corporate wars' });
    await expect(modal).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press('Tab');
      expect(await modal.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(card).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
  });
});

test.describe('comments (<rdc-comments> on articles)', () => {
  test('a visitor reads the nested comments and is asked to sign in; axe finds nothing', async ({ page }) => {
    await page.goto(siteUrl('/welcome-to-the-future'));
    const comments = page.locator('[data-rdc-widget="rdc-comments"]');
    await expect(comments.getByRole('list', { name: 'Comments' })).toBeVisible();
    await expect(comments.getByRole('list', { name: /^Replies to / }).first()).toBeVisible();
    await expect(comments.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(comments.getByRole('textbox')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a player writes a comment and a reply; markup in them is shown as text and never runs', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const admin = await adminApi(page.request);
    const post = await admin('/post/add', {
      caption: 'Comment test post',
      text: '<p>Talk below.</p>',
      type: 'post',
      category_id: 3,
      publish_at: '2024-01-01T00:00:00.000Z',
    });
    await page.goto(siteUrl(`/articles/${post.id}`));
    const comments = page.locator('[data-rdc-widget="rdc-comments"]');
    await expect(comments.getByText('No comments yet.')).toBeVisible();
    await comments.getByRole('button', { name: 'Sign In' }).click();
    await signIn(page);

    await comments.getByLabel('Write a comment').fill('First from the browser');
    await comments.getByRole('button', { name: 'Post comment' }).click();
    const first = comments.getByRole('article', { name: 'Comment by demo' });
    await expect(first).toContainText('First from the browser');
    await expect(comments.getByLabel('Write a comment')).toHaveValue('');

    await first.getByRole('button', { name: 'Reply to demo' }).click();
    await comments.getByLabel('Your reply to demo').fill('A reply from the browser');
    await comments.getByRole('button', { name: 'Post reply' }).click();
    const replies = comments.getByRole('list', { name: 'Replies to demo' });
    await expect(replies).toContainText('A reply from the browser');

    const payloads = ['<img src=x onerror="alert(\'img\')">', "<script>alert('script')</script>"];
    for (const payload of payloads) {
      await comments.getByLabel('Write a comment').fill(payload);
      await comments.getByRole('button', { name: 'Post comment' }).click();
      // In the list (the field holds the same text until it clears, a render after the list's).
      await expect(
        comments.getByRole('list', { name: 'Comments' }).getByText(payload, { exact: true }),
      ).toBeVisible();
      await expect(comments.getByLabel('Write a comment')).toHaveValue('');
    }
    await page.reload();
    for (const payload of payloads)
      await expect(
        page.locator('[data-rdc-widget="rdc-comments"]').getByText(payload, { exact: true }),
      ).toBeVisible();
    expect(
      await page
        .locator('[data-rdc-widget="rdc-comments"]')
        .evaluate((host) => host.shadowRoot?.querySelectorAll('img, script').length),
    ).toBe(0);
    expect(dialogs).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a post added through the admin call has its page at once, with its comments section', async ({
    page,
  }) => {
    const admin = await adminApi(page.request);
    const post = await admin('/post/add', {
      caption: 'Fresh from the admin',
      text: '<p>Just added.</p>',
      type: 'post',
      category_id: 2,
      publish_at: '2024-02-01T00:00:00.000Z',
    });
    expect((await page.goto(siteUrl(`/articles/${post.id}`)))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fresh from the admin');
    await expect(page).toHaveTitle('Fresh from the admin | RDC');
    await expect(
      page.locator('[data-rdc-widget="rdc-comments"]').getByText('No comments yet.'),
    ).toBeVisible();
  });
});
