// A data folder keeps the database across restarts; --reset seeds it again; the signing secret
// lives in the folder, so tokens survive a restart but not a reset.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { call, login } from '../test-support/http';
import { migrations } from './migrations';

describe('a sandbox in a data folder', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'rdc-sandbox-'));
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps data and tokens across restarts, re-seeds on reset, and records each migration once', async () => {
    const first = await createApp({ dataDir });
    const { accessToken } = await login(first);
    await call(first, 'POST', '/account/settings', {
      token: accessToken,
      body: { user_name: 'Kept', isLoginID: false, language: 'en', timezone: '+02:00' },
    });
    await first.close();

    const second = await createApp({ dataDir });
    expect((await call(second, 'GET', '/account/settings', { token: accessToken })).json.user_name).toBe(
      'Kept',
    );
    const { rows } = await second.db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(rows.map((row) => row.id)).toEqual(migrations.map((m) => m.id).sort());
    expect((await second.db.query('SELECT count(*)::int AS n FROM users')).rows).toEqual([{ n: 2 }]);
    await second.close();

    const reset = await createApp({ dataDir, reset: true });
    const res = await call(reset, 'GET', '/account/settings', { token: accessToken });
    expect(res.status).toBe(401);
    expect(res.json.message).toBe('signature is invalid');
    const fresh = await login(reset);
    expect((await call(reset, 'GET', '/account/settings', { token: fresh.accessToken })).json.user_name).toBe(
      'demo',
    );
    await reset.close();
  }, 180_000); // two new data folders: PGlite's initdb on disk takes a while on a busy machine

  it('seed: false leaves a new database empty', async () => {
    const empty = await createApp({ seed: false });
    try {
      expect((await empty.db.query('SELECT count(*)::int AS n FROM users')).rows).toEqual([{ n: 0 }]);
      expect(
        (await call(empty, 'POST', '/auth/login', { body: { alias: 'demo', password: 'demo1234' } })).status,
      ).toBe(401);
    } finally {
      await empty.close();
    }
  }, 120_000); // a new database: PGlite's initdb runs inside this test (39 s seen at a load average of 16)
});
