// The pseudo-locale audit itself (support/pseudo-audit.ts), on small pages of its own: it must
// fail on a text no catalogue wrote, on an aria-label no catalogue wrote and on clipped catalogue
// text, and pass on catalogue text, server data and what Intl writes.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { pseudoAudit } from './support/pseudo-audit';

const ORIGIN = 'http://audit.test';

/** A page with `body`, after it fetched one /api/v1 answer holding a product's title. */
async function open(page: Page, body: string) {
  const audit = pseudoAudit(page);
  await page.route(`${ORIGIN}/api/v1/**`, (route) =>
    route.fulfill({
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({
        language: 'en',
        list: [{ id: 1, title: 'Nebula Runner', tags: ['Light fighter'] }],
      }),
    }),
  );
  await page.setContent(`<!doctype html><html lang="en-XA"><body>${body}
    <span data-title="%" hidden></span>
    <script type="module">
      const answer = await (await fetch('${ORIGIN}/api/v1/lots')).json();
      for (const slot of document.querySelectorAll('[data-title]')) slot.textContent = slot.dataset.title.replace('%', answer.list[0].title);
    </script></body></html>`);
  await expect(page.locator('[data-title]').first()).not.toHaveText(/%/);
  return audit;
}

test.describe('the pseudo-locale audit', () => {
  test('passes on catalogue text, server data, both in one text, and amounts, dates and counts', async ({
    page,
  }) => {
    const audit = await open(
      page,
      `<h1 data-title="%"></h1>
       <p>⟦Ɓüý ţĥé šĥíþ ļöŕéɱ⟧</p>
       <p data-title="⟦Ɓüý ļ⟧ %"></p>
       <p>⟦Àĝŕéé ţö <a href="#">⟦ţĥé ţéŕɱš⟧</a> ļöŕéɱ⟧</p>
       <p>$1,234.50 · RDC 12 · May 26, 2027 · 3 days · Germany</p>
       <input aria-label="⟦Ļáñĝüáĝé ļö⟧" placeholder="English" />
       <span aria-hidden="true">N</span> <span>LIGHT FIGHTER</span>
       <button aria-label="⟦Çļöšé ļö⟧" title="⟦Çļöšé ļö⟧">×</button>
       <div style="inline-size: 80px; overflow-x: auto; white-space: nowrap">⟦Ŝçŕöļļ ţö ŕéáð ţĥé ŕéšţ ļöŕéɱ⟧</div>`,
    );
    expect(await audit.offenders()).toEqual([]);
  });

  test('fails on a hard-coded text, and on one set beside a catalogue text', async ({ page }) => {
    const audit = await open(
      page,
      `<button>Buy now</button>
       <p data-title="Buy ⟦Ñöŵ⟧"></p>
       <input type="submit" value="Send" />`,
    );
    expect(await audit.offenders()).toEqual([
      'text not from a catalogue: button "Buy now"',
      'text not from a catalogue: p "Buy"',
      'value not from a catalogue: input "Send"',
    ]);
    await expect(audit.expectClean('a hard-coded page')).rejects.toThrow(/Buy now/);
  });

  test('leaves out blocks marked in a skipped language, and reads a block inside that leaves it', async ({
    page,
  }) => {
    const audit = await open(
      page,
      `<article lang="en"><h2>Only in English</h2><p title="Also English">Article text</p>
         <p lang="en-XA">Posted</p></article>`,
    );
    expect(await audit.offenders({ skipLang: 'en' })).toEqual([
      'text not from a catalogue: article > p "Posted"',
    ]);
    expect(await audit.offenders()).toHaveLength(4);
  });

  test('fails on an aria-label, title, alt or placeholder no catalogue wrote', async ({ page }) => {
    const audit = await open(
      page,
      `<button aria-label="Close">⟦×⟧</button>
       <a href="#" title="More info">⟦Ṁöŕé⟧</a>
       <img alt="Nebula Runner ship" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20" />
       <input placeholder="Search" aria-label="⟦Ŝéáŕçĥ ļö⟧" />`,
    );
    expect(await audit.offenders()).toEqual([
      'aria-label not from a catalogue: button "Close"',
      'title not from a catalogue: a "More info"',
      'alt not from a catalogue: img "Nebula Runner ship"',
      'placeholder not from a catalogue: input "Search"',
    ]);
  });

  test('fails on catalogue text clipped by its box, and on text wider than its box', async ({ page }) => {
    const audit = await open(
      page,
      `<div class="clips" style="inline-size: 80px; overflow: hidden; white-space: nowrap">⟦Çöñţíñüé šĥöþþíñĝ ļöŕéɱ⟧</div>
       <div class="narrow" style="inline-size: 60px"><button style="white-space: nowrap">⟦Àðð ţö Çáŕţ ļöŕéɱ⟧</button></div>
       <div class="wraps" style="inline-size: 120px; overflow: hidden">⟦Çöñţíñüé šĥöþþíñĝ ļöŕéɱ⟧</div>`,
    );
    expect(await audit.offenders()).toEqual([
      'text clipped: div.clips "⟦Çöñţíñüé šĥöþþíñĝ ļöŕéɱ⟧"',
      'text wider than its box\'s parent: div.narrow "⟦Àðð ţö Çáŕţ ļöŕéɱ⟧"',
    ]);
  });
});
