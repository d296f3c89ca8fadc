// Payments: the sandbox card vault standing in for the providers, PayPal access tokens, saved
// cards, transactions, idempotency records and support tickets. No full card number is stored.
export const id = '003_payments';

export const sql = /* sql */ `
CREATE TABLE vault_cards (
  payment_method_id text PRIMARY KEY,
  provider text NOT NULL CHECK (provider IN ('stripe', 'paypal')),
  customer_id text,
  brand text NOT NULL,
  last4 text NOT NULL,
  exp_month integer NOT NULL,
  exp_year integer NOT NULL,
  name text NOT NULL,
  billing_address jsonb NOT NULL DEFAULT '{}',
  declines boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE paypal_tokens (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);

CREATE TABLE cards (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  payment_method_id text NOT NULL REFERENCES vault_cards (payment_method_id),
  payment text NOT NULL CHECK (payment IN ('stripe', 'paypal')),
  priority integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (payment_method_id)
);
CREATE INDEX cards_user ON cards (user_id);

CREATE TABLE payment_transactions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('succeeded', 'refunded')),
  payment text NOT NULL,
  payment_method_id text NOT NULL,
  card_brand text NOT NULL,
  card_last4 text NOT NULL,
  amount_usd integer NOT NULL,
  amount_rdc integer NOT NULL,
  credited_rdc integer NOT NULL,
  balance_after integer NOT NULL,
  products jsonb NOT NULL,
  idempotency_key text,
  created_at timestamptz NOT NULL,
  refunded_at timestamptz
);
CREATE INDEX payment_transactions_user ON payment_transactions (user_id, id DESC);

CREATE TABLE idempotency_keys (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  request_hash text NOT NULL,
  status integer NOT NULL,
  body json NOT NULL, -- json, not jsonb: a replay answers the very same text
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

CREATE TABLE tickets (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  transaction_id integer REFERENCES payment_transactions (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  closed_at timestamptz
);
CREATE INDEX tickets_user ON tickets (user_id, id DESC);
`;
