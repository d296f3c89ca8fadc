import type { SavedCard } from '@rdc/core/schemas';

const BRANDS: Record<SavedCard['brand'], string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  american_express: 'American Express',
  other: 'Card',
};

/** How a saved card is named on screen: "Visa ending 4242". */
export function cardName(card: Pick<SavedCard, 'brand' | 'last4'>): string {
  return `${BRANDS[card.brand]} ending ${card.last4}`;
}

export function cardExpiry(card: Pick<SavedCard, 'exp_month' | 'exp_year'>): string {
  return `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;
}
