// Refresh-token rotation with reuse detection: the refresh tokens a session
// has already swapped are remembered, so a replay of one is recognised and ends the session.
export const id = '006_refresh_token_reuse';

export const sql = /* sql */ `
CREATE TABLE used_refresh_tokens (
  refresh_hash text PRIMARY KEY,
  session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  used_at timestamptz NOT NULL
);
CREATE INDEX used_refresh_tokens_session ON used_refresh_tokens (session_id);
`;
