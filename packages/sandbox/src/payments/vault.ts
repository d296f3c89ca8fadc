// The sandbox card vault: it stands in for the providers' own vaults. A card is kept as brand,
// last four digits and expiry (never the full number or the security code) under a
// payment_method_id that add_card later attaches to a user.
import { randomBytes } from 'node:crypto';
import { passesLuhn } from '@rdc/core';
import type { CardBrand, CardVaultPayload, PaymentProvider } from '@rdc/core/schemas';
import type { Queryable } from '../db/queryable';
import { ApiProblem } from '../http/problem';

/** The card every payment declines (spec: "Card number 4000 0000 0000 0002 is always declined"). */
const DECLINED_CARD_NUMBER = '4000000000000002';

export interface VaultCardRow {
  payment_method_id: string;
  provider: PaymentProvider;
  customer_id: string | null;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  name: string;
  declines: boolean;
}

function brandOf(number: string): CardBrand {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'american_express';
  return 'other';
}

export async function vaultCard(
  db: Queryable,
  provider: PaymentProvider,
  card: CardVaultPayload,
  options: { customerId?: string; now: Date },
): Promise<VaultCardRow> {
  if (!passesLuhn(card.number)) throw new ApiProblem(400, 1000, 'the card number is not valid');
  const [year, month] = card.expire.split('-').map(Number) as [number, number];
  if (month < 1 || month > 12) throw new ApiProblem(400, 1000, 'expire: the month must be 01 to 12');
  const today = options.now;
  if (year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)) {
    throw new ApiProblem(400, 1000, 'the card has expired');
  }
  const prefix = provider === 'stripe' ? 'pm_' : 'PAYPAL-CARD-';
  const { rows } = await db.query<VaultCardRow>(
    `INSERT INTO vault_cards (payment_method_id, provider, customer_id, brand, last4, exp_month, exp_year, name, billing_address, declines)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
    [
      `${prefix}${randomBytes(12).toString('hex')}`,
      provider,
      options.customerId ?? null,
      brandOf(card.number),
      card.number.slice(-4),
      month,
      year,
      card.name,
      JSON.stringify(card.billing_address),
      card.number === DECLINED_CARD_NUMBER,
    ],
  );
  return rows[0] as VaultCardRow;
}

/** A vaulted card's expiry and name, as EditCard changes them. */
export async function editVaultCard(
  db: Queryable,
  paymentMethodId: string,
  fields: Pick<VaultCardRow, 'exp_month' | 'exp_year' | 'name'>,
): Promise<void> {
  await db.query(
    'UPDATE vault_cards SET exp_month = $2, exp_year = $3, name = $4 WHERE payment_method_id = $1',
    [paymentMethodId, fields.exp_month, fields.exp_year, fields.name],
  );
}
