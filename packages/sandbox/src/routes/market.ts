// Market calls under /api/v1/market: the catalogue (lots, categories, manufacturers),
// periods and plans, slides, slide groups and sliders. Reads are public; writes need the admin role.
import { Hono } from 'hono';
import type * as z from 'zod';
import {
  CategoriesByPathPayloadSchema,
  IdsPayloadSchema,
  ItemsByPathPayloadSchema,
  UrlPayloadSchema,
} from '@rdc/core/schemas';
import {
  addHandler,
  deleteHandler,
  editHandler,
  getHandler,
  idParam,
  listHandler,
  ListPayloadSchema,
  listRequestOf,
  toggleHandler,
  type SandboxContext,
} from '../crud/handlers';
import { getEntity, listEntities, type Resource } from '../crud/resource';
import type { SandboxEnv } from '../env';
import { readBody } from '../http/body';
import { ApiProblem } from '../http/problem';
import { categoryResource, manufacturerResource } from '../market/catalogue-resources';
import {
  categoryCondition,
  itemsInCategoryCondition,
  normaliseVirtualPath,
  withTagsCondition,
} from '../market/category-paths';
import {
  coinResource,
  itemResource,
  itemSearchResource,
  packageResource,
  periodResource,
  planResource,
  subscriptionResource,
} from '../market/lot-resources';
import { slideGroupResource, slideResource, sliderResource } from '../market/slide-resources';

export const marketRoutes = new Hono<SandboxEnv>();

/** add, edit and delete (by `{ id }` in the body) of a resource under `prefix`. */
function mountWrites(prefix: string, resource: Resource<unknown>) {
  marketRoutes.post(`${prefix}/add`, addHandler(resource));
  marketRoutes.post(`${prefix}/edit`, editHandler(resource));
  marketRoutes.post(`${prefix}/delete`, deleteHandler(resource));
}

/** A list under a virtual path: the payload chooses the conditions, `pagination` the page. */
function listByPath<
  P extends { pagination?: { offset?: number | undefined; limit?: number | undefined } | undefined },
>(
  resource: Resource<unknown>,
  schema: z.core.$ZodType<P>,
  conditionsOf: (payload: P) => { conditions: string[]; params: unknown[] },
) {
  return async (c: SandboxContext) => {
    const payload = await readBody(c, schema);
    const { offset, limit } = payload.pagination ?? {};
    return c.json(
      await listEntities(c.var.sandbox.db, resource, { offset, limit, base: conditionsOf(payload) }),
    );
  };
}

// Items: the public list is the search box (enabled items only, without their product page's
// blocks; a search's count is bounded, so a common word answers as fast at 100 000 items as at 60);
// list/admin shows every item whole.
mountWrites('/market/items', itemResource);
marketRoutes.post(
  '/market/items/list',
  listHandler(itemSearchResource, {
    base: { conditions: ['enabled'], params: [] },
    defaultLimit: 10,
    searchCount: 'bounded',
  }),
);
marketRoutes.post('/market/items/list/admin', listHandler(itemResource, { admin: true }));
// A category's items: `{ count, list }` of the page, and `tags`, every tag its items carry (before
// the payload's tag filter), so a filter offers the same choices on every page and after a choice.
marketRoutes.post('/market/items/list_by_virtual_path', async (c) => {
  const payload = await readBody(c, ItemsByPathPayloadSchema);
  const db = c.var.sandbox.db;
  const inCategory = itemsInCategoryCondition(
    normaliseVirtualPath(payload.virtual_path),
    payload.virtual_name,
    {
      manufacturerId: payload.manufacturer_id,
      withSubCategories: payload.with_sub_categories,
    },
  );
  const tagged = withTagsCondition(payload.tags ?? [], inCategory.params.length + 1);
  const { offset, limit } = payload.pagination ?? {};
  const [page, { rows: tags }] = await Promise.all([
    listEntities(db, itemResource, {
      offset,
      limit,
      base: {
        conditions: [...inCategory.conditions, ...tagged.conditions],
        params: [...inCategory.params, ...tagged.params],
      },
      // The category's kept count, unless a tag filter narrows its items.
      keptCount: tagged.conditions.length === 0 ? inCategory.count : undefined,
    }),
    db.query(
      `SELECT id, title, color FROM market_tag WHERE id IN (${inCategory.tagIds}) ORDER BY title, id`,
      inCategory.params,
    ),
  ]);
  return c.json({ ...page, tags });
});
marketRoutes.get('/market/items/:id{[0-9]+}', getHandler(itemResource, 'param', { hidesDisabled: true }));

// Packages. Lists and gets of lots show disabled lots to admin callers only.
mountWrites('/market/packages', packageResource);
marketRoutes.post('/market/packages/list', listHandler(packageResource, { hidesDisabled: true }));
marketRoutes.get(
  '/market/packages/:id{[0-9]+}',
  getHandler(packageResource, 'param', { hidesDisabled: true }),
);

// Subscriptions and coin packs: the storefront sends where enabled = 'true' itself, and the
// server leaves disabled ones out for anyone but an admin whatever the caller sends.
mountWrites('/market/subscription', subscriptionResource);
marketRoutes.post('/market/subscription/list', listHandler(subscriptionResource, { hidesDisabled: true }));
marketRoutes.post(
  '/market/subscription/get_by_id',
  getHandler(subscriptionResource, 'body', { hidesDisabled: true }),
);

mountWrites('/market/coins_package', coinResource);
marketRoutes.post('/market/coins_package/list', listHandler(coinResource, { hidesDisabled: true }));
marketRoutes.post(
  '/market/coins_package/get_by_id',
  getHandler(coinResource, 'body', { hidesDisabled: true }),
);

// Periods and plans.
mountWrites('/market/period', periodResource);
marketRoutes.post('/market/period/list', listHandler(periodResource));

mountWrites('/market/plan', planResource);
marketRoutes.post('/market/plan/list', listHandler(planResource, { hidesDisabled: true }));
marketRoutes.post('/market/plan/get_by_id', getHandler(planResource, 'body', { hidesDisabled: true }));

// Categories.
mountWrites('/market/categories', categoryResource);
marketRoutes.post('/market/categories/list', listHandler(categoryResource));
marketRoutes.post(
  '/market/categories/list_by_virtual_path',
  listByPath(categoryResource, CategoriesByPathPayloadSchema, (payload) =>
    categoryCondition(normaliseVirtualPath(payload.virtual_path), payload.manufacturer_id),
  ),
);

// Manufacturers: delete takes the id in the path.
marketRoutes.post('/market/manufacturers/add', addHandler(manufacturerResource));
marketRoutes.post('/market/manufacturers/edit', editHandler(manufacturerResource));
marketRoutes.delete('/market/manufacturers/delete/:id', deleteHandler(manufacturerResource, 'param'));
marketRoutes.post('/market/manufacturers/list', listHandler(manufacturerResource));
marketRoutes.post('/market/manufacturers/list/by/ids', async (c) => {
  const { ids } = await readBody(c, IdsPayloadSchema);
  return c.json(
    await listEntities(c.var.sandbox.db, manufacturerResource, {
      base: { conditions: ['id = ANY($1::int[])'], params: [ids] },
      limit: Math.max(ids.length, 1),
    }),
  );
});

// Slides.
mountWrites('/market/slide', slideResource);
marketRoutes.post('/market/slide/list', listHandler(slideResource));
marketRoutes.post('/market/slide/toggle', toggleHandler(slideResource));

// Slide groups.
mountWrites('/market/slide/group', slideGroupResource);
marketRoutes.post('/market/slide/group/list', listHandler(slideGroupResource));
marketRoutes.post('/market/slide/group/get_by_id', getHandler(slideGroupResource));
marketRoutes.post('/market/slide/group/toggle', toggleHandler(slideGroupResource));
marketRoutes.post('/market/slide/group/get_by_url', async (c) => {
  const { url } = await readBody(c, UrlPayloadSchema);
  const { rows } = await c.var.sandbox.db.query<{ id: number }>(
    'SELECT id FROM market_slide_group WHERE url = $1 ORDER BY enabled DESC, id ASC LIMIT 1',
    [url],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new ApiProblem(404, 1000, `no slide group at ${url}`);
  return c.json(await getEntity(c.var.sandbox.db, slideGroupResource, id));
});
const groupsWhere = (condition: string, param: (id: number) => unknown) => async (c: SandboxContext) => {
  const id = idParam(c);
  const payload = await readBody(c, ListPayloadSchema);
  return c.json(
    await listEntities(c.var.sandbox.db, slideGroupResource, {
      ...listRequestOf(payload),
      base: { conditions: [condition], params: [param(id)] },
    }),
  );
};
marketRoutes.post(
  '/market/slide/group/list/by-slide/:id',
  groupsWhere('slides_order @> $1::jsonb', (id) => JSON.stringify([id])),
);
marketRoutes.post(
  '/market/slide/group/list/by-slider/:id',
  groupsWhere('slider_id = $1', (id) => id),
);

// Sliders: lookup answers the slider with its slide groups.
mountWrites('/market/slider', sliderResource);
marketRoutes.post('/market/slider/list', listHandler(sliderResource));
marketRoutes.post('/market/slider/lookup/:id', async (c) => {
  const id = idParam(c);
  const db = c.var.sandbox.db;
  const slider = await getEntity(db, sliderResource, id);
  if (slider === null) throw new ApiProblem(404, 1000, `slider ${id} not found`);
  const groups = await listEntities(db, slideGroupResource, {
    base: { conditions: ['slider_id = $1'], params: [id] },
  });
  return c.json({ ...slider, groups: groups.list });
});
