// The account journeys: registering a new account on the site, each validation message
// first; password recovery with the token the sandbox issues, then signing in with the new password.
import { expect, recorded, sandboxLog, siteUrl, test } from './support/fixtures';
import { cartStep, signIn } from './checkout-helpers';

test.describe('the auth modal on the site', () => {
  test('5: registering a new account, with each validation message shown for bad input first', async ({
    page,
  }) => {
    await page.goto(siteUrl('/marketplace/virtual-currency'));
    await page
      .getByRole('button', { name: /^Buy RDC\s[\d,]+$/ })
      .first()
      .click();
    await page.goto(siteUrl('/basket'));
    await cartStep(page).getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('region', { name: 'Sign in to continue' })
      .getByRole('button', { name: 'Register Now' })
      .click();
    const modal = page.getByRole('dialog', { name: 'Register Now' });
    const alias = modal.getByLabel('Account name');
    await expect(alias).toBeFocused();

    await alias.fill('ab');
    await modal.getByLabel('Email').focus();
    await expect(modal.getByText('few characters')).toBeVisible();
    await modal.getByLabel('Email').fill('not-an-email');
    await modal.getByLabel('Password', { exact: true }).focus();
    await expect(modal.getByText('Not correct email')).toBeVisible();
    await modal.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(alias).toBeFocused();
    await expect(modal.getByText('This field is required!')).toHaveCount(2); // password, birthday
    await expect(modal.getByText('Confirm consent')).toBeVisible();
    await expect(modal.getByRole('combobox', { name: 'Month' }).locator('option').first()).toHaveText(
      'Mount',
    );

    const name = `pilot${Date.now() % 1_000_000}`;
    await alias.fill(name);
    await modal.getByLabel('Email').fill(`${name}@example.com`);
    await modal.getByLabel('Password', { exact: true }).fill('stars1234');
    await modal.getByRole('button', { name: 'Show password' }).click();
    await expect(modal.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await modal.getByRole('combobox', { name: 'Day' }).selectOption('5');
    await modal.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'March' });
    await modal.getByRole('combobox', { name: 'Year' }).selectOption('1990');
    await expect(modal.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    await expect(modal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await modal.getByRole('checkbox', { name: /I agree/ }).check();
    await modal.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(modal).toBeHidden();
    await expect(page.locator('header').getByText(name).first()).toBeVisible();
    // The header's user menu and the auth widget both watch the session: the page hears one rdc-login.
    const logins = async () =>
      (await recorded(page)).events.filter((event) => event.type === 'rdc-login').length;
    await expect.poll(logins).toBe(1);
    // The islands announce from their effects, which Preact runs after the next paint: two frames
    // and a task later every widget watching the session has had its say.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
        ),
    );
    expect(await logins()).toBe(1);
  });

  test('after 5 wrong passwords the Sing In form says how long to wait, not "Login or password error" (the sandbox throttles sign-ins)', async ({
    page,
  }) => {
    await page.goto(siteUrl('/'));
    await page.locator('header').getByRole('button', { name: 'Sign In' }).click();
    const modal = page.getByRole('dialog', { name: 'Sing In' });
    // An account of its own, so no other journey shares its throttle.
    await modal.getByLabel('Account name or email').fill(`throttled${Date.now() % 1_000_000}`);
    await modal.getByLabel('Password', { exact: true }).fill('wrong-password');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answered = page.waitForResponse((response) => response.url().endsWith('/auth/login'));
      await modal.getByRole('button', { name: 'Log in Now' }).click();
      expect((await answered).status()).toBe(401);
      await expect(modal.getByRole('alert')).toHaveText('Login or password error');
    }
    await modal.getByRole('button', { name: 'Log in Now' }).click();
    await expect(modal.getByRole('alert')).toHaveText(/^Too many attempts\. Try again in \d+ seconds?\.$/);
  });

  test('Sign In in the header opens the Sing In modal on a page other than /basket', async ({ page }) => {
    for (const path of ['/', '/marketplace/product/item/1']) {
      await page.goto(siteUrl(path));
      await page.locator('header').getByRole('button', { name: 'Sign In' }).click();
      const modal = page.getByRole('dialog', { name: 'Sing In' });
      await expect(modal.getByRole('button', { name: 'Log in Now' })).toBeVisible();
      await expect(modal.getByLabel('Account name or email')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
    }
  });

  test('6: password recovery with the token the sandbox issues, then signing in with the new password', async ({
    page,
    request,
  }) => {
    // A pilot of their own, so demo's password stays as the other journeys expect it.
    const alias = `lost${Date.now() % 1_000_000}`;
    const email = `${alias}@example.com`;
    const registered = await request.post(`${process.env.RDC_E2E_API}/auth/register`, {
      data: { alias, email, password: 'oldstars1', bdate: '05/03/1990', agreement: true },
    });
    expect(registered.ok()).toBe(true);

    // "Forgot your password?" in the Sing In modal, on a product page.
    await page.goto(siteUrl('/marketplace/product/item/1'));
    await page.locator('header').getByRole('button', { name: 'Sign In' }).click();
    await page
      .getByRole('dialog', { name: 'Sing In' })
      .getByRole('button', { name: 'Forgot your password?' })
      .click();
    const recovery = page.getByRole('dialog', { name: 'Account Restore' });
    await recovery.getByLabel('Email').fill(`  ${email} `);
    await recovery.getByRole('button', { name: 'Send' }).click();
    await expect(recovery.getByRole('status')).toHaveText(
      'The recovery email is on its way. Follow its link to set a new password.',
    );
    await expect(recovery.getByRole('button', { name: 'Clear' })).toBeVisible();

    // The sandbox logs what it would email: the link with the token.
    const token = await sandboxLog.waitFor(new RegExp(`recovery token for ${alias} <[^>]+>: (\\S+) `));
    await page.goto(siteUrl(`/marketplace/virtual-currency?recovery_token=${token}`));
    const restore = page.getByRole('dialog', { name: 'Account Restore' });
    await restore.getByLabel('New password', { exact: true }).fill('newstars2');
    await restore.getByLabel('Repeat password', { exact: true }).fill('newstars3');
    await restore.getByRole('button', { name: 'Save password' }).click();
    await expect(restore.getByText('Passwords do not match')).toBeVisible();
    await restore.getByLabel('Repeat password', { exact: true }).fill('newstars2');
    await restore.getByRole('button', { name: 'Save password' }).click();

    // "on ok a login event fires and the user goes to /".
    await page.waitForURL((url) => url.pathname === '/' && !url.search.includes('recovery_token'));
    const menu = page.locator('header');
    await expect(menu.locator('[part="trigger"]')).toContainText(alias);
    await menu.locator('[part="trigger"]').hover();
    // Log Out "clears the session, goes to /": from / that is a new load of /, waited for before
    // the next click, which would otherwise land on the page being left.
    const reloaded = page.waitForEvent('load');
    await menu.getByRole('button', { name: 'Log Out' }).click();
    await reloaded;
    await expect(menu.getByRole('button', { name: 'Sign In' })).toBeVisible();

    // The old password no longer opens the account; the new one does.
    await menu.getByRole('button', { name: 'Sign In' }).click();
    const login = page.getByRole('dialog', { name: 'Sing In' });
    await login.getByLabel('Account name or email').fill(alias);
    await login.getByLabel('Password', { exact: true }).fill('oldstars1');
    await login.getByRole('button', { name: 'Log in Now' }).click();
    await expect(login.getByRole('alert')).toBeVisible();
    await signIn(page, { alias, password: 'newstars2' });
    await expect(menu.locator('[part="trigger"]')).toContainText(alias);
    // The token is used once: opening the link again is refused.
    const again = await request.post(`${process.env.RDC_E2E_API}/account/password/recovery`, {
      data: { new_password: 'thirdstars3', recovery_token: token },
    });
    expect(again.ok()).toBe(false);
  });

  test('on a 360x640 phone the register modal fits the screen and its month dropdown shows whole month names', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(siteUrl('/creator-corners'));
    await page.locator('.creators__banner').getByRole('button', { name: 'Register Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register Now' });
    const month = dialog.getByLabel('Month');
    await expect(month).toBeVisible();
    // accounts-cart-checkout.md §2: "three dropdowns for day, month, year with placeholders Day,
    // Mount, Year and months January to December": each name is shown whole, not "Mour".
    const room = await month.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) throw new Error('no canvas');
      context.font = style.font;
      const longest = Math.max(
        ...[...select.options].map((option) => context.measureText(option.text).width),
      );
      // The text's room: the box less its padding, border and the dropdown's arrow (about 20 px).
      const inner = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
      return { longest, inner };
    });
    expect(room.inner).toBeGreaterThanOrEqual(room.longest);
    for (const name of ['Day', 'Year']) await expect(dialog.getByLabel(name)).toBeVisible();

    const modal = page.locator('[part="auth-modal"]');
    const box = await modal.boundingBox();
    expect(box).not.toBeNull();
    if (!box) return;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y + box.height).toBeLessThanOrEqual(640);
    // Nothing in it is wider than it: it scrolls only up and down.
    expect(await modal.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await dialog.getByRole('button', { name: 'Register', exact: true }).scrollIntoViewIfNeeded();
    await expect(dialog.getByRole('button', { name: 'Register', exact: true })).toBeInViewport();
  });

  test('the legal pages linked from the register form exist, in both spellings', async ({ page }) => {
    for (const [path, title] of [
      ['/terms-of-service', 'Terms of Service'],
      ['/Terms-Of-Service', 'Terms of Service'],
      ['/privacy-policy', 'Privacy Policy'],
      ['/Privacy-Policy', 'Privacy Policy'],
      ['/EULA', 'End User License Agreement'],
    ] as const) {
      await page.goto(siteUrl(path));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
  });
});
