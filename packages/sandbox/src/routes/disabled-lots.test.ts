// The security review found: "Disabled lots are public: package and coin lists and GET /market/items/{id}
// return disabled lots unless the caller filters them; only admin calls may see them."
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { call, login } from '../test-support/http';

describe('a disabled lot is seen by admin callers only', async () => {
  const app = await createApp();
  afterAll(() => app.close());
  const admin = (await login(app, 'admin', 'admin1234')).accessToken;
  const demo = (await login(app)).accessToken;
  const disable = async (path: string, id: number) =>
    expect(
      (await call(app, 'POST', `${path}/edit`, { token: admin, body: { id, enabled: false } })).status,
    ).toBe(200);
  const ids = (answer: { json: { list: { id: number }[] } }) => answer.json.list.map((lot) => lot.id);
  const everything = { pagination: { offset: 0, limit: 100 } };

  await disable('/market/items', 2);
  await disable('/market/packages', 3);
  await disable('/market/coins_package', 4);
  await disable('/market/plan', 1);

  it.each([
    [
      'GET /market/items/{id}',
      () => call(app, 'GET', '/market/items/2'),
      (token: string) => call(app, 'GET', '/market/items/2', { token }),
    ],
    [
      'GET /market/packages/{id}',
      () => call(app, 'GET', '/market/packages/3'),
      (token: string) => call(app, 'GET', '/market/packages/3', { token }),
    ],
    [
      'coins_package/get_by_id',
      () => call(app, 'POST', '/market/coins_package/get_by_id', { body: { id: 4 } }),
      (token: string) => call(app, 'POST', '/market/coins_package/get_by_id', { token, body: { id: 4 } }),
    ],
    [
      'subscription/get_by_id',
      () => call(app, 'POST', '/market/subscription/get_by_id', { body: { id: 6 } }),
      (token: string) => call(app, 'POST', '/market/subscription/get_by_id', { token, body: { id: 6 } }),
    ],
    [
      'plan/get_by_id',
      () => call(app, 'POST', '/market/plan/get_by_id', { body: { id: 1 } }),
      (token: string) => call(app, 'POST', '/market/plan/get_by_id', { token, body: { id: 1 } }),
    ],
  ])('%s: 404 for a visitor and a player, the lot for an admin', async (_, asVisitor, asUser) => {
    expect((await asVisitor()).status).toBe(404);
    expect((await asUser(demo)).status).toBe(404);
    const seen = await asUser(admin);
    expect(seen.status).toBe(200);
    expect(seen.json.enabled).toBe(false);
  });

  it.each([
    ['/market/packages/list', 3],
    ['/market/coins_package/list', 4],
    ['/market/subscription/list', 6],
    ['/market/plan/list', 1],
  ])(
    '%s leaves the disabled lot out even when the caller asks for disabled ones; an admin sees it',
    async (path, disabledId) => {
      expect(ids(await call(app, 'POST', path, { body: everything }))).not.toContain(disabledId);
      const askedFor = await call(app, 'POST', path, {
        body: { ...everything, where: [{ field: 'enabled', condition: '=', value: ['false'] }] },
      });
      expect(askedFor.status).toBe(200);
      expect(ids(askedFor)).toEqual([]);
      expect(ids(await call(app, 'POST', path, { token: admin, body: everything }))).toContain(disabledId);
    },
  );

  it('the search list and the admin item list: disabled items only in list/admin', async () => {
    const search = await call(app, 'POST', '/market/items/list', { body: { pagination: { limit: 100 } } });
    expect(ids(search)).not.toContain(2);
    expect(
      ids(await call(app, 'POST', '/market/items/list/admin', { token: admin, body: everything })),
    ).toContain(2);
  });
});
