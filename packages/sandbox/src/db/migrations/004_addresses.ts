// Saved addresses of every kind (billing, in_game, pickup, shipping, banking) in one table:
// the fields are validated by the core's schemas on the way in and kept as jsonb.
// At most one default (priority) per user and kind.
export const id = '004_addresses';

export const sql = /* sql */ `
CREATE TABLE addresses (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('billing', 'in_game', 'pickup', 'shipping', 'banking')),
  fields jsonb NOT NULL,
  priority boolean NOT NULL DEFAULT false,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_user_kind ON addresses (user_id, kind, id);
CREATE UNIQUE INDEX addresses_one_default ON addresses (user_id, kind) WHERE priority;
`;
