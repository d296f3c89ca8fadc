import type { Locale, PaymentSystem } from '@rdc/core';
import type { SavedCard } from '@rdc/core/schemas';
import * as m from '../generated/messages';

/** The brands' own names, the same in every language. */
const BRANDS: Record<Exclude<SavedCard['brand'], 'other'>, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  american_express: 'American Express',
};

/**
 * How a card is named on screen: "Visa ending 4242". A card whose digits the page never learnt
 * (a host's Stripe.js that gave only an id) is "New card" rather than a made-up number.
 */
export function cardName(card: Pick<SavedCard, 'brand' | 'last4'>, locale: Locale): string {
  const brand = card.brand === 'other' ? '' : BRANDS[card.brand];
  if (!card.last4) return brand ? m.cards_new_brand_card(locale, { brand }) : m.cards_new_card(locale);
  return m.cards_ending(locale, { brand: brand || m.cards_card(locale), last4: card.last4 });
}

/** "MM/YYYY", or '' when the expiry is not known. */
export function cardExpiry(card: Pick<SavedCard, 'exp_month' | 'exp_year'>): string {
  if (!card.exp_month || !card.exp_year) return '';
  return `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;
}

/** A payment provider's name as the catalogue writes it (the add-card choice, a saved card's line). */
export function providerName(payment: PaymentSystem, locale: Locale): string {
  return payment === 'paypal' ? m.cards_provider_paypal(locale) : m.cards_provider_stripe(locale);
}
