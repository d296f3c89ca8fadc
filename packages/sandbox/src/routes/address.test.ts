import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { call, login } from '../test-support/http';
import { banking, billing, inGame, pickup, shipping } from '../test-support/samples';

describe('addresses', async () => {
  const app = await createApp();
  afterAll(() => app.close());
  const { accessToken: token } = await login(app);
  const { accessToken: adminToken } = await login(app, 'admin', 'admin1234');
  const post = (path: string, body: unknown, who = token) => call(app, 'POST', path, { token: who, body });

  it('the demo user starts with one default billing and one default in-game address', async () => {
    const billingList = await post('/address/billing/list_by_user_id', { type: 'billing' });
    expect(billingList.json).toMatchObject({
      count: 1,
      list: [{ first_name: 'Demo', priority: true, type: 'billing' }],
    });
    const game = await post('/address/game/list_by_user_id', { type: 'in_game' });
    expect(game.json).toMatchObject({
      count: 1,
      list: [{ planet: 'Mars', type: 'in_game', priority: true, enabled: true }],
    });
    expect((await post('/address/game/list_by_user_id', { type: 'pickup' })).json).toEqual({
      count: 0,
      list: [],
    });
  });

  describe.each([
    { group: 'billing', type: 'billing', fields: billing, change: { city: 'Oxford' } },
    { group: 'game', type: 'pickup', fields: pickup, change: { planet: 'Titan' } },
    { group: 'shipping', type: 'shipping', fields: shipping, change: { city: 'Leeds' } },
  ])('$group addresses ($type)', ({ group, type, fields, change }) => {
    const base = `/address/${group}`;
    const list = (pagination?: { offset: number; limit: number }, who = token) =>
      post(`${base}/list_by_user_id`, { type, ...(pagination ? { pagination } : {}) }, who);

    it('add answers the stored address; edit replaces its fields', async () => {
      const added = await post(`${base}/add`, fields);
      expect(added.status).toBe(200);
      expect(added.json).toMatchObject({ ...fields, id: expect.any(Number), type, enabled: true });
      const edited = await post(`${base}/edit`, { ...fields, ...change, id: added.json.id });
      expect(edited.json).toMatchObject({ ...fields, ...change, id: added.json.id });
      expect((await list()).json.list).toContainEqual(
        expect.objectContaining({ id: added.json.id, ...change }),
      );
    });

    it('lists page by offset and limit with the full count', async () => {
      await post(`${base}/add`, fields);
      await post(`${base}/add`, fields);
      const all = (await list()).json;
      expect(all.count).toBe(all.list.length);
      const page = (await list({ offset: 1, limit: 1 })).json;
      expect(page).toEqual({ count: all.count, list: [all.list[1]] });
    });

    it('set_priority keeps one default per user and type', async () => {
      const all = (await list()).json.list as Array<{ id: number; priority: boolean }>;
      const target = all.find((a) => !a.priority)!;
      expect((await post(`${base}/set_priority`, { id: target.id })).json).toEqual({ success: true });
      const after = (await list()).json.list as Array<{ id: number; priority: boolean }>;
      expect(after.filter((a) => a.priority).map((a) => a.id)).toEqual([target.id]);
    });

    it('is scoped to the logged-in user: another user neither sees, edits, deletes nor prioritises it', async () => {
      const mine = (await list()).json.list[0];
      expect((await list(undefined, adminToken)).json.count).toBe(0);
      expect((await post(`${base}/edit`, { ...fields, id: mine.id }, adminToken)).status).toBe(404);
      expect((await post(`${base}/delete`, { id: mine.id }, adminToken)).status).toBe(404);
      expect((await post(`${base}/set_priority`, { id: mine.id }, adminToken)).status).toBe(404);
      expect((await call(app, 'POST', `${base}/list_by_user_id`, { body: { type } })).status).toBe(401);
    });

    it('delete answers success and the address is gone', async () => {
      const before = (await list()).json;
      const victim = before.list[before.list.length - 1];
      expect((await post(`${base}/delete`, { id: victim.id })).json).toEqual({ success: true });
      const after = (await list()).json;
      expect(after.count).toBe(before.count - 1);
      expect(after.list.map((a: { id: number }) => a.id)).not.toContain(victim.id);
      expect((await post(`${base}/delete`, { id: victim.id })).status).toBe(404);
    });
  });

  it('a game address keeps in_game and pickup apart, each with its own default', async () => {
    const added = await post('/address/game/add', inGame);
    expect(added.json.priority).toBe(false);
    const inGameList = (await post('/address/game/list_by_user_id', { type: 'in_game' })).json;
    const pickupList = (await post('/address/game/list_by_user_id', { type: 'pickup' })).json;
    expect(inGameList.list.filter((a: { priority: boolean }) => a.priority)).toHaveLength(1);
    expect(pickupList.list.filter((a: { priority: boolean }) => a.priority)).toHaveLength(1);
    // Moving it to pickup: it leaves the in-game list and joins the pickup one.
    await post('/address/game/edit', { ...pickup, id: added.json.id });
    expect((await post('/address/game/list_by_user_id', { type: 'pickup' })).json.count).toBe(
      pickupList.count + 1,
    );
    expect((await post('/address/game/list_by_user_id', { type: 'in_game' })).json.count).toBe(
      inGameList.count - 1,
    );
  });

  it('a list call of one group refuses the type of another', async () => {
    const res = await post('/address/billing/list_by_user_id', { type: 'shipping' });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe(1000);
  });

  it('bank info: add, edit, list and DELETE /banking/info/addresses/delete/{id}', async () => {
    const added = await post('/banking/info/addresses/add', banking);
    expect(added.json).toMatchObject({ ...banking, id: expect.any(Number) });
    const edited = await post('/banking/info/addresses/edit', {
      id: added.json.id,
      ...banking,
      bank_name: 'Lunar Credit',
    });
    expect(edited.json).toMatchObject({ id: added.json.id, bank_name: 'Lunar Credit' });
    expect((await post('/banking/info/addresses/list', {})).json).toMatchObject({
      count: 1,
      list: [{ id: added.json.id, bank_name: 'Lunar Credit' }],
    });
    expect((await post('/banking/info/addresses/list', {}, adminToken)).json.count).toBe(0);
    expect(
      (await call(app, 'DELETE', `/banking/info/addresses/delete/${added.json.id}`, { token: adminToken }))
        .status,
    ).toBe(404);
    expect(
      (await call(app, 'DELETE', `/banking/info/addresses/delete/${added.json.id}`, { token })).json,
    ).toEqual({ success: true });
    expect((await post('/banking/info/addresses/list', {})).json.count).toBe(0);
  });
});
