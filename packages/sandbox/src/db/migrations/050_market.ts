// Market tables: manufacturers, categories, tags, the five lot types, periods, slides and sliders.
// Nested blocks (price map, lot data, id lists) are jsonb; fields lists filter or order by are columns.
export const id = '050_market';

export const sql = /* sql */ `
CREATE TABLE market_manufacturer (
  id serial PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  image_url text,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE market_category (
  id serial PRIMARY KEY,
  title text NOT NULL,
  virtual_path text NOT NULL,
  virtual_name text NOT NULL,
  manufacturer_id integer REFERENCES market_manufacturer (id) ON DELETE SET NULL,
  description text NOT NULL DEFAULT '',
  image_url text,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX market_category_path ON market_category (virtual_path, manufacturer_id);

CREATE TABLE market_tag (
  id serial PRIMARY KEY,
  title text NOT NULL,
  color text NOT NULL DEFAULT '#888888'
);

CREATE TABLE market_period (
  id serial PRIMARY KEY,
  length integer NOT NULL CHECK (length > 0)
);

CREATE TABLE market_item (
  id serial PRIMARY KEY,
  title text NOT NULL,
  header text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  image_url text,
  category_id integer,
  manufacturer_id integer REFERENCES market_manufacturer (id) ON DELETE SET NULL,
  price jsonb NOT NULL DEFAULT '{}',
  time_limited timestamptz,
  enabled boolean NOT NULL DEFAULT true,
  tag_ids jsonb NOT NULL DEFAULT '[]',
  data jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX market_item_category ON market_item (category_id);

CREATE TABLE market_package (
  id serial PRIMARY KEY,
  title text NOT NULL,
  header text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  image_url text,
  category_id integer,
  price jsonb NOT NULL DEFAULT '{}',
  time_limited timestamptz,
  enabled boolean NOT NULL DEFAULT true,
  tag_ids jsonb NOT NULL DEFAULT '[]',
  item_ids jsonb NOT NULL DEFAULT '[]',
  data jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE market_subscription (
  id serial PRIMARY KEY,
  title text NOT NULL,
  header text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  image_url text,
  category_id integer,
  price jsonb NOT NULL DEFAULT '{}',
  time_limited timestamptz,
  enabled boolean NOT NULL DEFAULT true,
  tag_ids jsonb NOT NULL DEFAULT '[]',
  item_ids jsonb NOT NULL DEFAULT '[]',
  package_ids jsonb NOT NULL DEFAULT '[]',
  period_id integer REFERENCES market_period (id) ON DELETE SET NULL,
  data jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE market_coin_pack (
  id serial PRIMARY KEY,
  title text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  image_url text,
  count integer NOT NULL CHECK (count >= 0),
  price jsonb NOT NULL DEFAULT '{}',
  enabled boolean NOT NULL DEFAULT true,
  data jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE market_plan (
  id serial PRIMARY KEY,
  title text NOT NULL,
  header text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  image_url text,
  price jsonb NOT NULL DEFAULT '{}',
  enabled boolean NOT NULL DEFAULT true,
  period_ids jsonb NOT NULL DEFAULT '[]',
  data jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE market_slide (
  id serial PRIMARY KEY,
  title text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  background_type text NOT NULL DEFAULT 'Picture',
  background_url text NOT NULL DEFAULT '',
  template text NOT NULL DEFAULT 'default',
  lot_item_id integer,
  lot_package_id integer,
  enabled boolean NOT NULL DEFAULT true,
  data jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE market_slider (
  id serial PRIMARY KEY,
  title text NOT NULL DEFAULT '',
  images jsonb NOT NULL DEFAULT '[]',
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE market_slide_group (
  id serial PRIMARY KEY,
  title text NOT NULL DEFAULT '',
  url text NOT NULL,
  slider_id integer REFERENCES market_slider (id) ON DELETE SET NULL,
  slides_order jsonb NOT NULL DEFAULT '[]',
  duration integer NOT NULL DEFAULT 5 CHECK (duration > 0),
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX market_slide_group_url ON market_slide_group (url);
`;
