import { describe, expect, it } from 'vitest';
import { productDetails, selectDetailTab } from './detail-tabs';

const card = (id: number) => ({ id, card_title: `Card ${id}`, description: '', data: [] });

describe('the product detail block', () => {
  it('"overview slides hold 10 cards each"', () => {
    const details = productDetails({
      overview_cards: Array.from({ length: 23 }, (_, n) => card(n + 1)),
    } as never);
    expect(details.overviewSlides.map((slide) => slide.length)).toEqual([10, 10, 3]);
  });

  it('has the tabs "overview, specifications, systems, hardpoints" in that order, those with content only', () => {
    const details = productDetails({
      overview_cards: [card(1)],
      block_tech_spec: { model: { name_table: 'Model', list_spec: [{ title: 'Crew', value: 2, unit: '' }] } },
      systems: [{ title: 'Power plant A', type: 'Power plant', count: 1 }],
      hardpoints: [{ title: 'Turret S2' }, { nope: true }],
    } as never);
    expect(details.tabs.map((tab) => tab.key)).toEqual([
      'overview',
      'specifications',
      'systems',
      'hardpoints',
    ]);
    expect(details.hardpoints).toEqual([{ title: 'Turret S2' }]);
    expect(productDetails({ block_overview: false, overview_cards: [card(1)] } as never).tabs).toEqual([]);
    expect(productDetails(null).tabs).toEqual([]);
    expect(productDetails({ systems: 'odd' } as never).systems).toEqual([]);
  });

  it('"Selecting a tab resets the selected card"', () => {
    expect(selectDetailTab('systems')).toEqual({ tab: 'systems', card: null });
  });
});
