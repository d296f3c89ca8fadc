// Accounts: users with hashed passwords and settings, sessions (one per login, holding the
// current refresh token's hash), password recovery tokens, and the sandbox's own settings.
export const id = '001_accounts';

export const sql = /* sql */ `
CREATE TABLE sandbox_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  alias text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  role text NOT NULL DEFAULT 'public',
  referral text NOT NULL DEFAULT '',
  portfolio text NOT NULL DEFAULT '',
  bdate text NOT NULL DEFAULT '',
  agreement boolean NOT NULL DEFAULT false,
  verified boolean NOT NULL DEFAULT false,
  verify_code text,
  paypal_customer_id text NOT NULL,
  user_name text NOT NULL DEFAULT '',
  is_login_id boolean NOT NULL DEFAULT false,
  language text NOT NULL DEFAULT 'en',
  timezone text NOT NULL DEFAULT '+00:00',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_alias ON users (lower(alias));
CREATE UNIQUE INDEX users_email ON users (lower(email));
CREATE UNIQUE INDEX users_verify_code ON users (verify_code) WHERE verify_code IS NOT NULL;

CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  refresh_hash text NOT NULL UNIQUE,
  remember_me boolean NOT NULL DEFAULT false,
  refresh_expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE recovery_tokens (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
`;
