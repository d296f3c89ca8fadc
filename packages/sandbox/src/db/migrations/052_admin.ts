// Tables of the admin-style resources: rewards, streaming templates, referral codes,
// micro-services and their routes, policy roles and permissions.
export const id = '052_admin';

export const sql = /* sql */ `
CREATE TABLE admin_reward (
  id serial PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  enabled boolean NOT NULL DEFAULT true,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE admin_streaming_template (
  id serial PRIMARY KEY,
  title text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE admin_referral_code (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  description text NOT NULL DEFAULT '',
  owner_id integer,
  count_used integer NOT NULL DEFAULT 0 CHECK (count_used >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE admin_micro_service (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  url text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE admin_ms_route (
  id serial PRIMARY KEY,
  ms_id integer REFERENCES admin_micro_service (id) ON DELETE CASCADE,
  method text NOT NULL DEFAULT 'GET',
  path text NOT NULL,
  description text NOT NULL DEFAULT '',
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE admin_policy_role (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE admin_policy_permission (
  id serial PRIMARY KEY,
  name text NOT NULL,
  role_id integer REFERENCES admin_policy_role (id) ON DELETE CASCADE,
  resource text NOT NULL DEFAULT '*',
  action text NOT NULL DEFAULT 'read',
  created_at timestamptz NOT NULL DEFAULT now()
);
`;
