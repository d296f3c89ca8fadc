// The layout a player meets on every page, at a phone's 360 px and a desktop's 1440 px, as a
// visitor and signed in, each with a line in the cart: nothing wider than the screen, no control
// covered by or overlapping another, every tap target at least 24 px (WCAG 2.2, 2.5.8, through
// axe's target-size rule with its spacing and inline exceptions), and on a product page the buy
// box (its price, Add to Cart and Buy now) in the first viewport, without scrolling.
import AxeBuilder from '@axe-core/playwright';
import { resetDemo } from './checkout-helpers';
import { islandsSettled } from './support/axe';
import { expect, siteUrl, test } from './support/fixtures';
import { siteRoutes } from './support/routes';
import { saveStates, type SavedStates } from './support/saved-states';

const VIEWPORTS = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

const pathOf = (filter: object) => Buffer.from(JSON.stringify(filter)).toString('base64url');

/** Every page of the site, and the pages only reached from another page's link or a query. */
const ROUTES = [
  ...siteRoutes(),
  `/marketplace/manufactory/product?path=${pathOf({ category: '/ships/fighters/light' })}`,
  // A category with no items of its own: its sub-categories, the tag filter and their items.
  `/marketplace/manufactory/product?path=${pathOf({ category: '/equipment' })}`,
  '/marketplace/manufactory/all',
  '/search?q=veteran',
  'package item',
];

/** Pages whose subject is one lot a player can buy: the buy box must be in the first viewport. */
const isProductPage = (route: string) =>
  (/^\/marketplace\/product\/(item|subscription|package)\/\d+$/.test(route) && !route.endsWith('/999999')) ||
  route === 'package item';

let saved: SavedStates;

test.beforeAll(async ({ browser }) => {
  // Four page loads and a sign-in, on a machine that may be busy.
  test.setTimeout(120_000);
  saved = await saveStates(browser);
});

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext();
  await resetDemo(await context.newPage());
  await context.close();
});

interface Finding {
  overflow: number;
  covered: string[];
  overlapping: string[];
}

/** Runs in the page: walks the light DOM and every open shadow root. */
function auditLayout(): Finding {
  const INTERACTIVE =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="checkbox"], [role="radio"], [role="switch"], [role="option"], [tabindex]:not([tabindex="-1"])';

  function* deep(root: Document | ShadowRoot): Generator<Element> {
    for (const element of root.querySelectorAll('*')) {
      yield element;
      if (element.shadowRoot) yield* deep(element.shadowRoot);
    }
  }
  const describe = (element: Element) => {
    const name =
      element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().replace(/\s+/g, ' ');
    const host = (element.getRootNode() as ShadowRoot).host?.localName;
    return `${host ? `${host} > ` : ''}${element.localName}${element.id ? `#${element.id}` : ''} "${name.slice(0, 40)}"`;
  };
  const shown = (element: Element) => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    if (element.closest('[inert], [aria-hidden="true"]')) return false;
    const box = element.getBoundingClientRect();
    return box.width >= 2 && box.height >= 2;
  };
  /** The parent element, or the shadow host at a shadow root's top. */
  const parentOf = (element: Element): Element | null =>
    element.parentElement ?? ((element.getRootNode() as ShadowRoot).host || null);
  const fixedOrSticky = (element: Element) => {
    for (let at: Element | null = element; at;) {
      const { position } = getComputedStyle(at);
      if (position === 'fixed' || position === 'sticky') return true;
      at = parentOf(at);
    }
    return false;
  };
  /** The element at a point, through open shadow roots. */
  const hitAt = (x: number, y: number) => {
    let hit = document.elementFromPoint(x, y);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    return hit;
  };
  /** Whether `outer` holds `inner`, across shadow boundaries. */
  const holds = (outer: Element, inner: Element | null) => {
    for (let at = inner; at;) {
      if (at === outer) return true;
      at = parentOf(at);
    }
    return false;
  };
  const labelFor = (control: Element, hit: Element | null) =>
    hit?.closest('label') !== null &&
    ((control as HTMLInputElement).labels ?? []).length > 0 &&
    [...((control as HTMLInputElement).labels ?? [])].some((label) => holds(label, hit));

  const controls = [...deep(document)].filter((element) => element.matches(INTERACTIVE) && shown(element));
  const covered: string[] = [];
  const startX = window.scrollX;
  const startY = window.scrollY;
  for (const control of controls) {
    if (fixedOrSticky(control)) continue;
    control.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    const box = control.getBoundingClientRect();
    // Placed off the canvas until it has focus (a skip link): no finger reaches it.
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
    const hit = hitAt(x, y);
    if (holds(control, hit) || holds(hit as Element, control) || labelFor(control, hit)) continue;
    covered.push(`${describe(control)} under ${hit ? describe(hit) : 'nothing'}`);
  }
  window.scrollTo({ left: startX, top: startY, behavior: 'instant' });

  const overlapping: string[] = [];
  /** The part of a control a finger can reach: its box cut by every ancestor that clips. */
  const visibleBox = (control: Element) => {
    const box = control.getBoundingClientRect();
    let { left, top, right, bottom } = box;
    for (let at = parentOf(control); at && at !== document.documentElement; at = parentOf(at)) {
      if (getComputedStyle(at).overflow === 'visible') continue;
      const clip = at.getBoundingClientRect();
      left = Math.max(left, clip.left);
      top = Math.max(top, clip.top);
      right = Math.min(right, clip.right);
      bottom = Math.min(bottom, clip.bottom);
    }
    return right - left > 1 && bottom - top > 1 ? { left, top, right, bottom } : null;
  };
  // A transformed box (a skewed menu, a slider's moving track) reports the rectangle around its
  // shape, not the shape; the covered check above still tests what is under its centre.
  const transformed = (control: Element) => {
    for (let at: Element | null = control; at; at = parentOf(at)) {
      if (getComputedStyle(at).transform !== 'none') return true;
    }
    return false;
  };
  const placed = controls
    .filter((control) => !fixedOrSticky(control) && !transformed(control))
    .map((control) => ({ control, box: visibleBox(control) }))
    .filter((entry): entry is { control: Element; box: NonNullable<ReturnType<typeof visibleBox>> } =>
      Boolean(entry.box),
    );
  for (const [i, a] of placed.entries()) {
    for (const b of placed.slice(i + 1)) {
      if (holds(a.control, b.control) || holds(b.control, a.control)) continue;
      const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      // A pixel of shared border is not an overlap a finger notices.
      if (width > 1 && height > 1) overlapping.push(`${describe(a.control)} / ${describe(b.control)}`);
    }
  }
  return {
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    covered,
    overlapping,
  };
}

for (const state of ['visitor', 'player'] as const) {
  for (const viewport of VIEWPORTS) {
    test.describe(`${state} with a cart line, ${viewport.width} px`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      for (const route of ROUTES) {
        test(`${route}: fits the screen, no control covered or overlapping, tap targets of 24 px${isProductPage(route) ? ', the buy box in the first viewport' : ''}`, async ({
          browser,
        }) => {
          const context = await browser.newContext({ viewport, storageState: await saved.state(state) });
          const page = await context.newPage();
          const path = route === 'package item' ? saved.packageItemRoute : route;
          await page.goto(siteUrl(path));
          await islandsSettled(page);

          if (isProductPage(route)) {
            // The player sees what a lot costs and how to buy it without scrolling.
            // "logged-in user (... Buy now buttons)" (marketplace-content.md §6): a visitor adds to the cart.
            for (const name of state === 'player' ? ['Add to Cart', 'Buy now'] : ['Add to Cart']) {
              const buttons = page.getByRole('button', { name, exact: true }).filter({ visible: true });
              await expect.soft(buttons.first()).toBeVisible();
              const boxes = await Promise.all((await buttons.all()).map((button) => button.boundingBox()));
              const inView = boxes.some((box) => box && box.y >= 0 && box.y + box.height <= viewport.height);
              expect
                .soft(inView, `${path}: a ${name} button within the first ${viewport.height} px`)
                .toBe(true);
            }
          }

          const finding = await page.evaluate(auditLayout);
          expect
            .soft(finding.overflow, `${path}: wider than the screen by ${finding.overflow} px`)
            .toBeLessThanOrEqual(0);
          expect.soft(finding.covered, `${path}: controls covered by something else`).toEqual([]);
          expect.soft(finding.overlapping, `${path}: controls overlapping`).toEqual([]);

          const targets = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
          expect
            .soft(
              targets.violations.flatMap((violation) => violation.nodes.map((node) => String(node.target))),
              `${path}: tap targets under 24 px`,
            )
            .toEqual([]);
          await context.close();
        });
      }
    });
  }
}
