import { describe, expect, it } from 'vitest';
import { packageSaving, savingLabel, type CompositionEntry } from './package-composition';

const entry = (id: number, price: CompositionEntry['price']): CompositionEntry => ({
  item: { id, title: `Item ${id}` },
  price,
});

describe("a package's saving: the sum of its items' prices minus the package's price", () => {
  it('is the difference in USD when the items cost more bought one by one', () => {
    const saving = packageSaving({ price: { USD: 5000 } }, [
      entry(1, { USD: 3000 }),
      entry(2, { USD: 2500, RDC: 1 }),
    ]);
    expect(saving).toEqual({ currency: 'USD', amount: 500 });
    expect(savingLabel(saving!, 'en')).toBe('Save $5.00');
  });

  it('is not shown when the package costs as much or more than its items', () => {
    expect(
      packageSaving({ price: { USD: 5500 } }, [entry(1, { USD: 3000 }), entry(2, { USD: 2500 })]),
    ).toBeNull();
    expect(
      packageSaving({ price: { USD: 6000 } }, [entry(1, { USD: 3000 }), entry(2, { USD: 2500 })]),
    ).toBeNull();
  });

  it('is not claimed across currencies or with an item whose price is unknown', () => {
    expect(packageSaving({ price: { RDC: 100 } }, [entry(1, { USD: 3000 })])).toBeNull();
    expect(packageSaving({ price: { USD: 100 } }, [entry(1, { RDC: 3000 })])).toBeNull();
    expect(packageSaving({ price: { USD: 100 } }, [entry(1, { USD: 3000 }), entry(2, undefined)])).toBeNull();
    expect(packageSaving({ price: { USD: 100 } }, [])).toBeNull();
  });
});
