import { describe, expect, it } from 'vitest';
import { LIST_STATES, RESPONSE_IS_EMPTY } from './list-states';

describe('list states (marketplace-content.md §4, §8)', () => {
  it('"skeleton placeholders: 15 for manufacturers, categories and the all view; 6 for products; 5 for subscriptions; 6 for coins; 5 for packages"', () => {
    const skeletons = Object.fromEntries(
      Object.entries(LIST_STATES).map(([list, rule]) => [list, rule.skeletons]),
    );
    expect(skeletons).toEqual({
      manufacturers: 15,
      categories: 15,
      all: 15,
      products: 6,
      subscriptions: 5,
      coins: 6,
      packages: 5,
    });
  });

  it("\"Error status shows 'Error' or, on coin and package lists, a 'Technical work is underway' notice\"", () => {
    expect(LIST_STATES.coins.failure).toBe('maintenance');
    expect(LIST_STATES.packages.failure).toBe('maintenance');
    for (const list of ['manufacturers', 'categories', 'all', 'products', 'subscriptions'] as const)
      expect(LIST_STATES[list].failure).toBe('error');
  });

  it("\"Empty shows 'NoItem' or, on coin and package lists, 'Comming soon'\"", () => {
    expect(LIST_STATES.coins.empty).toBe('coming-soon');
    expect(LIST_STATES.packages.empty).toBe('coming-soon');
    expect(LIST_STATES.products.empty).toBe('no-item');
    expect(LIST_STATES.subscriptions.empty).toBe('no-item');
  });

  it("\"Category, manufacturer or item list returns nothing: Error 'Response is empty' is raised; list shows 'Error' status\"", () => {
    expect(RESPONSE_IS_EMPTY).toBe('Response is empty');
    expect(LIST_STATES.manufacturers.empty).toBe('response-is-empty');
    expect(LIST_STATES.categories.empty).toBe('response-is-empty');
    expect(LIST_STATES.all.empty).toBe('response-is-empty');
  });
});
