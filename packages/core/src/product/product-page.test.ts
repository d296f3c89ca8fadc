import { describe, expect, it } from 'vitest';
import { cardTitle, isDataPackage } from './data-package';
import { footerTeaser } from './footer-teaser';
import { capabilitiesOf, packageItemLink, sideListEntries } from './product-page';

const pkg = {
  id: 4,
  lot_items: [
    { id: 7, title: 'Helix Void Armor' },
    { id: 9, title: 'Nova Drive' },
  ],
};

describe('product page rules', () => {
  it('"Item category id -1 is special: its cards show a data package instead of a title"', () => {
    expect(isDataPackage({ category_id: -1 })).toBe(true);
    expect(isDataPackage({ category_id: 3 })).toBe(false);
    expect(isDataPackage({ category_id: null })).toBe(false);
    expect(cardTitle({ category_id: -1, title: 'Survey Scanner' }, 'en')).toBe('Data package');
    expect(cardTitle({ category_id: 3, title: 'Survey Scanner' }, 'en')).toBe('Survey Scanner');
  });

  it("\"A teaser in the footer shows a struck-through USD 7000 and the text 'SAVE 30% in package'\": on an item's footer only", () => {
    const teaser = footerTeaser({ lot_type: 'item' });
    expect(teaser).toMatchObject({ struck: 700_000, currency: 'USD' });
    expect(teaser?.text('en')).toBe('SAVE 30% in package');
    expect(footerTeaser({ lot_type: 'package' })).toBeNull();
    expect(footerTeaser({ lot_type: 'subscription' })).toBeNull();
  });

  it('links an item inside a package by its slug', () => {
    expect(packageItemLink(pkg, { title: 'Helix Void Armor' })).toBe(
      '/marketplace/product/package/4/item/helix-void-armor',
    );
  });

  it('side list: "scrollable in 80 px steps; each item expands to anchors for gallery, tech specification, capabilities"; "The selected item follows the slug"', () => {
    const entries = sideListEntries(pkg, 'nova-drive', 'en');
    expect(entries.map((entry) => entry.current)).toEqual([false, true]);
    expect(entries[1]?.anchors.map((anchor) => anchor.href)).toEqual([
      '/marketplace/product/package/4/item/nova-drive#gallery',
      '/marketplace/product/package/4/item/nova-drive#tech-specification',
      '/marketplace/product/package/4/item/nova-drive#capabilities',
    ]);
  });

  it('names the capabilities block, by default "Capabilities"', () => {
    expect(
      capabilitiesOf(
        {
          data: { block_capabilities: { name_block: 'Contents', list_capabilities: ['Maps', ' '] } },
        },
        'en',
      ),
    ).toEqual({ title: 'Contents', list: ['Maps'] });
    expect(capabilitiesOf({ data: null }, 'en')).toEqual({ title: 'Capabilities', list: [] });
  });
});
