// Every widget of the partner bundle read in the pseudo-locale (`lang="en-XA"` on the page: each
// catalogue text accented, about 40% longer and marked), at a phone's 360 px and a desktop's
// 1440 px, as a visitor and signed in, with the dialogs and steps a player opens: every text must
// come from a catalogue, the server or Intl, and every catalogue text must fit its box
// (support/pseudo-audit.ts). The issue's own words: "a test that renders every widget and page and
// fails on any text that did not come from the catalogue or on text that overflows its box".
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO, resetDemo } from './checkout-helpers';
import { expect, partnerUrl, recorded, test } from './support/fixtures';
import { handOverSession } from './support/hand-over-session';
import { firstCoinPack, openBasketWithPack } from './support/partner-basket';
import { pseudoAudit } from './support/pseudo-audit';
import type { PseudoAudit } from './support/pseudo-audit';

const PSEUDO = 'en-XA';
const VIEWPORTS = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const SESSIONS = ['visitor', 'player'] as const;
type Session = (typeof SESSIONS)[number];

/** The partner's own data, handed to a widget in a JSON attribute (the site passes the server's). */
const SPEC = {
  model: { name_table: 'Model', list_spec: [{ title: 'Crew', value: 2, unit: '' }] },
  dimension: { name_table: 'Dimension', list_spec: [{ title: 'Mass', value: 25_043, unit: 'kg' }] },
};
const DETAILS = {
  overview_cards: [1, 2].map((id) => ({
    id,
    card_title: `Deck ${id}`,
    img_card: `/api/v1/media/gallery/1-card-${id}.svg`,
    img_inner: `/api/v1/media/gallery/1-inner-${id}.svg`,
    description: 'A closer look at one part of the ship.',
    data: [{ id: 1, title: 'Size', value: 'L' }],
  })),
  block_tech_spec: SPEC,
  systems: [{ title: 'Shield 1', type: 'Shield', class: 'Military', manufacturer: 'Aurora Works', count: 1 }],
};
const SIDE_ITEMS = ['Helix Void Armor', 'Nova Drive', 'Star Chart Data Package 1'].map((title, n) => ({
  id: n + 1,
  title,
}));
const IMAGES = ['/ship-1.png', '/ship-2.png', '/ship-3.png'];

/** Every string in a value: the partner's data the audit reads as data. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsOf)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(stringsOf)
        : [];

const json = (value: unknown) => `'${JSON.stringify(value)}'`;

interface Widget {
  /** The element's attributes on the partner page. */
  attributes?: string;
  /** Data the page hands the widget itself. */
  data?: string[];
  /** Opens the page (by default the partner page with only this widget); the data it handed the widget. */
  open?: (page: Page, session: Session) => Promise<string[]>;
  /** What a reader waits for before the first look. */
  ready: (widget: ReturnType<Page['locator']>, session: Session) => Promise<void>;
  /** The dialogs and steps a player opens, each audited in turn. */
  states?: (page: Page, session: Session, audit: (state: string) => Promise<void>) => Promise<void>;
}

const shown = (locator: ReturnType<Page['locator']>) => expect(locator.first()).toBeVisible();
/** The sign-in dialog, wherever the page draws it (<rdc-auth>, or a checkout's own). */
const authDialog = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.locator('input[type="password"]') });

/** The saved cards' "+ ADD NEW" (a checkout's payment step), its dialog audited. */
async function openAddCard(
  page: Page,
  widget: ReturnType<Page['locator']>,
  audit: (state: string) => Promise<void>,
): Promise<void> {
  await widget.locator('[part="add-card"]').click();
  await shown(widget.getByRole('dialog'));
  await audit('the add-card dialog');
}

const WIDGETS: Record<string, Widget> = {
  'rdc-basket-badge': {
    attributes: 'href="/basket"',
    ready: (widget) => shown(widget.locator('[part="link"]')),
  },
  'rdc-coin-packs': {
    ready: (widget) => shown(widget.locator('[part="buy"]')),
    async states(page, _session, audit) {
      await page.locator('rdc-coin-packs [part="buy"]').first().click();
      await shown(page.locator('rdc-coin-packs [part="added"]'));
      await audit('a pack added');
    },
  },
  'rdc-product-footer': {
    attributes: 'lot-id="1" lot-type="item"',
    ready: (widget) => shown(widget.locator('[part="add-to-cart"]')),
    async states(page, _session, audit) {
      await page.locator('rdc-product-footer [part="add-to-cart"]').click();
      await expect
        .poll(async () => (await recorded(page)).events.filter((event) => event.type === 'rdc-cart-change'))
        .toHaveLength(1);
      await audit('added to the cart');
    },
  },
  'rdc-user-menu': {
    attributes: 'settings-href="/settings"',
    ready: (widget, session) =>
      shown(widget.locator(session === 'player' ? '[part="trigger"]' : '[part="sign-in"]')),
    async states(page, session, audit) {
      const menu = page.locator('rdc-user-menu');
      if (session === 'player') {
        await menu.locator('[part="trigger"]').hover();
        await shown(menu.locator('[part="popup"]'));
        await audit('the user menu popup');
      } else {
        await menu.locator('[part="sign-in"]').click();
        await shown(authDialog(page));
        await audit('the sign-in dialog');
      }
    },
  },
  'rdc-auth': {
    ready: async (widget) => {
      await expect(widget).toBeAttached();
    },
    async states(page, session, audit) {
      if (session === 'player') return;
      await page.evaluate(() => document.dispatchEvent(new CustomEvent('rdc-open-auth', { bubbles: true })));
      const dialog = authDialog(page);
      await shown(dialog);
      await audit('the sign-in dialog');
      await dialog.locator('[part="submit"]').click();
      await shown(dialog.locator('[aria-invalid="true"]'));
      await audit('the sign-in dialog with its errors');
    },
  },
  'rdc-basket': {
    async open(page) {
      const pack = await firstCoinPack(page);
      // The line's title as the partner's page stored it with the cart.
      const title = pack.title ?? `RDC ${pack.count}`;
      await openBasketWithPack(page, pack, title, { lang: PSEUDO });
      return [title];
    },
    ready: (widget) => shown(widget.locator('[part="line"]')),
    async states(page, session, audit) {
      const basket = page.locator('rdc-basket');
      await basket.locator('[part="continue"]').first().click();
      if (session === 'visitor') {
        await shown(basket.locator('[part="auth-block"]'));
        await audit('step 1: sign in to continue');
        await basket.locator('[part="auth-block"] button').first().click();
        await shown(authDialog(page));
        await audit('the sign-in dialog');
      } else {
        await shown(basket.locator('[part="place-order"], [part="addresses"]'));
        await audit('the next step');
        await openAddCard(page, basket, audit);
      }
    },
  },
  'rdc-buy-now': {
    attributes: 'lot-id="1" lot-type="item"',
    ready: (widget, session) =>
      shown(widget.locator(session === 'player' ? '[part="place-order"]' : '[part="auth-block"]')),
    async states(page, session, audit) {
      const buyNow = page.locator('rdc-buy-now');
      if (session === 'player') await openAddCard(page, buyNow, audit);
      else {
        await buyNow.locator('[part="auth-block"] button').first().click();
        await shown(authDialog(page));
        await audit('the sign-in dialog');
      }
    },
  },
  'rdc-marketplace': { ready: (widget) => shown(widget.locator('[part="card"], [part="pack"]')) },
  'rdc-search': {
    ready: (widget) => shown(widget.locator('[part="input"]')),
    async states(page, _session, audit) {
      const search = page.locator('rdc-search');
      await search.locator('[part="input"]').fill('nova');
      await shown(search.locator('[part="result"]'));
      await audit('the results popup');
    },
  },
  'rdc-manufactory': { ready: (widget) => shown(widget.locator('[part="manufacturer-card"]')) },
  'rdc-image-slider': {
    attributes: `title="Aurora Falcon" more-info-href="/more" images=${json(IMAGES)}`,
    data: ['Aurora Falcon'],
    ready: (widget) => shown(widget.getByRole('img').first()),
    async states(page, _session, audit) {
      // Swiper's own words (its slides' role description) come when the player reaches for it.
      await page.locator('rdc-image-slider [part="download"]').focus();
      await shown(page.locator('rdc-image-slider .swiper-slide-active'));
      await audit('the started slider');
    },
  },
  'rdc-detail-tabs': {
    attributes: `data=${json(DETAILS)}`,
    data: stringsOf(DETAILS),
    ready: (widget) => shown(widget.getByRole('tab')),
  },
  'rdc-spec-table': {
    attributes: `spec=${json(SPEC)}`,
    data: stringsOf(SPEC),
    ready: (widget) => shown(widget.locator('[part="column"]')),
  },
  'rdc-side-list': {
    attributes: `package-id="1" slug="nova-drive" items=${json(SIDE_ITEMS)}`,
    data: stringsOf(SIDE_ITEMS),
    ready: (widget) => shown(widget.locator('[part="item"]')),
  },
  'rdc-countdown': {
    attributes: `end="${new Date(Date.now() + 3 * 86_400_000).toISOString()}"`,
    ready: (widget) => expect(widget).not.toHaveText(''),
  },
  'rdc-subscription-periods': {
    attributes: 'lot-id="1" usd="999"',
    ready: (widget) => shown(widget.locator('[part="choices"]')),
  },
  'rdc-comments': {
    attributes: 'post-id="1"',
    ready: (widget) => shown(widget.locator('[part="list"], [part="empty"]')),
  },
  'rdc-notifications': {
    ready: async (widget) => {
      await expect(widget).toBeAttached();
    },
  },
  'rdc-settings': {
    ready: (widget, session) =>
      shown(widget.locator(session === 'player' ? '[part="username"]' : '[part="sign-in-prompt"]')),
    async states(page, session, audit) {
      const settings = page.locator('rdc-settings');
      if (session === 'player') {
        // "Edit" in the pseudo-locale.
        await settings.getByRole('button', { name: /^⟦Éðíţ/ }).click();
        await shown(settings.getByRole('textbox'));
        await audit('editing the username');
      } else {
        await settings.locator('[part="sign-in-prompt"] button').click();
        await shown(authDialog(page));
        await audit('the sign-in dialog');
      }
    },
  },
  'rdc-orders': {
    attributes: 'marketplace-href="/marketplace"',
    ready: async (widget, session) => {
      await shown(widget.locator(session === 'player' ? '[part="orders"]' : '[part="sign-in-prompt"]'));
      await expect(widget.locator('.orders__loading')).toHaveCount(0);
    },
  },
  'rdc-plans': { ready: (widget) => shown(widget.locator('[part="plan"]')) },
};

/** The tags the bundle defines, from the build's custom-elements.json (made from the widget table). */
const definedTags = (): string[] =>
  (
    JSON.parse(
      readFileSync(new URL('../packages/widgets/custom-elements.json', import.meta.url), 'utf8'),
    ) as { modules: { declarations: { tagName: string }[] }[] }
  ).modules
    .flatMap((module) => module.declarations.map((declaration) => declaration.tagName))
    .sort();

/** Hands a signed-in session to the page, as a game does (partner.spec.ts); what the server answered. */
async function signedIn(page: Page): Promise<string[]> {
  const tokens = await handOverSession(page);
  // The widgets name the player from the session the page was handed (the login's answer).
  return [DEMO.alias, ...stringsOf(tokens)];
}

test('every element the bundle defines is audited in the pseudo-locale', () => {
  expect(Object.keys(WIDGETS).sort()).toEqual(definedTags());
});

test.describe('the pseudo-locale (en-XA): every text from a catalogue, the server or Intl, and every text fits', () => {
  for (const viewport of VIEWPORTS)
    for (const session of SESSIONS)
      for (const [tag, widget] of Object.entries(WIDGETS))
        test(`<${tag}> at ${viewport.width} px, ${session === 'player' ? 'signed in' : 'signed out'}`, async ({
          page,
        }) => {
          await page.setViewportSize(viewport);
          const data = [...(widget.data ?? [])];
          if (session === 'player') {
            // The server's cart as the seed left it, whatever an earlier test added.
            await resetDemo(page);
            data.push(...(await signedIn(page)));
          }
          const audit: PseudoAudit = pseudoAudit(page);
          if (widget.open) data.push(...(await widget.open(page, session)));
          else await page.goto(partnerUrl({ only: tag, lang: PSEUDO, attributes: widget.attributes ?? '' }));
          const options = { roots: Object.keys(WIDGETS).join(', '), data };
          const check = (state: string) =>
            audit.expectClean(`<${tag}> ${viewport.name} ${session}: ${state}`, options);
          const element = page.locator(tag);
          await widget.ready(element, session);
          await check('as it opens');
          await widget.states?.(page, session, check);
        });
});
