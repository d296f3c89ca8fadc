import type { SavedCard } from '@rdc/core/schemas';

const BRANDS: Record<SavedCard['brand'], string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  american_express: 'American Express',
  other: 'Card',
};

/**
 * How a card is named on screen: "Visa ending 4242". A card whose digits the page never learnt
 * (a host's Stripe.js that gave only an id) is "New card" rather than a made-up number.
 */
export function cardName(card: Pick<SavedCard, 'brand' | 'last4'>): string {
  if (!card.last4) return card.brand === 'other' ? 'New card' : `New ${BRANDS[card.brand]} card`;
  return `${BRANDS[card.brand]} ending ${card.last4}`;
}

/** "MM/YYYY", or '' when the expiry is not known. */
export function cardExpiry(card: Pick<SavedCard, 'exp_month' | 'exp_year'>): string {
  if (!card.exp_month || !card.exp_year) return '';
  return `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;
}
