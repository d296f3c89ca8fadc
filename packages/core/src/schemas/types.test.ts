// Type-level checks (enforced by `pnpm --filter @rdc/core typecheck`) plus a runtime smoke of the same shapes.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  CartAnswer,
  Comment,
  Item,
  ListOf,
  Lot,
  Package,
  SavedCard,
  StoredCartEntryInput,
  Success,
} from './index';
import { LotSchema, listOf } from './index';

describe('inferred types', () => {
  it('are the shapes callers rely on', () => {
    expectTypeOf<Item['lot_type']>().toEqualTypeOf<'item'>();
    expectTypeOf<Package['lot_type']>().toEqualTypeOf<'package'>();
    expectTypeOf<Lot['price']['USD']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Comment['sub_comments'][number]['post_id']>().toEqualTypeOf<number>();
    expectTypeOf<SavedCard['priority']>().toEqualTypeOf<string>();
    expectTypeOf<Success>().toEqualTypeOf<boolean>();
    expectTypeOf<CartAnswer['plan'][number]['currency']>().toEqualTypeOf<'USD' | 'RDC'>();
    expectTypeOf<StoredCartEntryInput['currency']>().toEqualTypeOf<'USD' | 'RDC' | undefined>();
    expectTypeOf<ListOf<typeof LotSchema>['list'][number]>().toEqualTypeOf<Lot>();

    const parsed: ListOf<typeof LotSchema> = listOf(LotSchema).parse(undefined);
    expect(parsed).toEqual({ count: 0, list: [] });
  });
});
