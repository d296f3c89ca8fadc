// A vaulted card belongs to the first user who saves it or pays with it, for good: deleting the
// saved card ends its use by anyone else. Cards saved before this migration
// are claimed by the user who saved them.
export const id = '005_card_claims';

export const sql = /* sql */ `
ALTER TABLE vault_cards ADD COLUMN claimed_by integer REFERENCES users (id) ON DELETE CASCADE;
UPDATE vault_cards v SET claimed_by = c.user_id FROM cards c WHERE c.payment_method_id = v.payment_method_id;
`;
