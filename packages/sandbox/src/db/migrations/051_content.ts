// Content tables: post categories, posts, comments (nested by parent_id), pages,
// link templates (header and footer navigation) and entity URLs.
export const id = '051_content';

export const sql = /* sql */ `
CREATE TABLE content_post_category (
  id serial PRIMARY KEY,
  title text NOT NULL,
  slug text NOT NULL UNIQUE,
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE content_post (
  id serial PRIMARY KEY,
  caption text NOT NULL DEFAULT '',
  text text NOT NULL DEFAULT '',
  type text NOT NULL DEFAULT 'post',
  category_id integer REFERENCES content_post_category (id) ON DELETE SET NULL,
  publish_at timestamptz NOT NULL DEFAULT now(),
  enabled boolean NOT NULL DEFAULT true,
  meta jsonb NOT NULL DEFAULT '{}',
  data jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX content_post_publish ON content_post (type, publish_at);

CREATE TABLE content_comment (
  id serial PRIMARY KEY,
  post_id integer NOT NULL REFERENCES content_post (id) ON DELETE CASCADE,
  parent_id integer REFERENCES content_comment (id) ON DELETE CASCADE,
  user_id integer,
  alias text NOT NULL DEFAULT '',
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX content_comment_post ON content_comment (post_id, parent_id);

CREATE TABLE content_page (
  id serial PRIMARY KEY,
  title text NOT NULL DEFAULT '',
  url text NOT NULL DEFAULT '',
  enabled boolean NOT NULL DEFAULT true,
  -- The contract stores page data as a JSON string, kept verbatim.
  data text NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE link_template (
  id serial PRIMARY KEY,
  title text NOT NULL DEFAULT '',
  url text NOT NULL UNIQUE,
  page_list jsonb NOT NULL DEFAULT '{}',
  social_list jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE entity_url (
  id serial PRIMARY KEY,
  url text NOT NULL UNIQUE,
  type text NOT NULL,
  entity_id integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;
