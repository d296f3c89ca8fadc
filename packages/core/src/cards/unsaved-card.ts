import { CardBrandSchema, PaymentProviderSchema, type CardBrand } from '../schemas/common';
import type { SavedCard } from '../schemas/payment';
import { z } from '../schemas/zod';
import { lazySchema } from '../schemas/lazy-schema';

/**
 * A card in the player's list: a saved one, or one the player chose not to save. `unsaved` is
 * local only: never sent to the API and never persisted, so a reload or a logout forgets the card.
 */
export type ListedCard = SavedCard & { unsaved?: true };

export function isUnsavedCard(card: ListedCard): boolean {
  return card.unsaved === true;
}

/** A card from the server is saved, whatever extra fields it carries: the flag is only ever set here. */
export function asSavedCard(card: SavedCard): ListedCard {
  const { unsaved: _ignored, ...saved } = card;
  return saved;
}

/** The brand a card number shows (as the providers' vaults tell it). */
export function brandOfNumber(number: string): CardBrand {
  const digits = number.replace(/\s+/g, '');
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'american_express';
  return 'other';
}

/**
 * What the page knows of a card it did not save. Unknown details stay unknown: brand 'other',
 * no last4 and expiry 0 (the widgets then name it honestly instead of inventing digits).
 */
const UnsavedCardDetailsSchema = lazySchema(() =>
  z.object({
    payment_method_id: z.string().check(z.minLength(1)),
    payment: PaymentProviderSchema,
    customer_id: z.optional(z.string()),
    brand: z.optional(z.catch(CardBrandSchema, 'other')),
    last4: z.optional(z.catch(z.string().check(z.regex(/^\d{4}$/)), '')),
    exp_month: z.optional(z.catch(z.int().check(z.gte(1), z.lte(12)), 0)),
    exp_year: z.optional(z.catch(z.int().check(z.gte(2000)), 0)),
  }),
);
export type UnsavedCardDetails = z.input<typeof UnsavedCardDetailsSchema>;

/** An unsaved card for the list. Its priority is never '1': it cannot be the default. */
export function unsavedCard(details: UnsavedCardDetails): ListedCard {
  const known = UnsavedCardDetailsSchema.parse(details);
  return {
    payment_method_id: known.payment_method_id,
    ...(known.customer_id ? { customer_id: known.customer_id } : {}),
    payment: known.payment,
    brand: known.brand ?? 'other',
    last4: known.last4 ?? '',
    exp_month: known.exp_month ?? 0,
    exp_year: known.exp_year ?? 0,
    priority: '0',
    unsaved: true,
  };
}
