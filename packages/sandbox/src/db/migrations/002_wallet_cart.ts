// The RDC wallet (minor units, never below zero) and the server cart, one line per lot.
export const id = '002_wallet_cart';

export const sql = /* sql */ `
CREATE TABLE wallets (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  balance integer NOT NULL DEFAULT 0 CHECK (balance >= 0)
);

CREATE TABLE cart_items (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  lot_type text NOT NULL CHECK (lot_type IN ('item', 'package', 'subscription', 'coin', 'plan')),
  lot_id integer NOT NULL,
  count integer NOT NULL CHECK (count > 0),
  currency text NOT NULL CHECK (currency IN ('USD', 'RDC')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, lot_type, lot_id)
);
`;
