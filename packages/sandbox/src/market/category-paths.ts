// Category paths: a node's link is its virtual_path followed by its virtual_name
// ('/' + 'ships' = '/ships'; '/ships' + 'fighters' = '/ships/fighters'); virtual_path '/' is a root.
// A category with no manufacturer is shared: it belongs to every manufacturer that has an item
// somewhere under it. A category with a manufacturer belongs to that manufacturer only.

/** '' (the root, as the storefront sends it) and trailing slashes read as the canonical path. */
export function normaliseVirtualPath(path: string): string {
  const trimmed = path.trim().replace(/\/+$/, '');
  if (trimmed === '') return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** SQL of the link of the category aliased `alias`. */
const linkSql = (alias: string) =>
  `(CASE WHEN ${alias}.virtual_path = '/' THEN '/' || ${alias}.virtual_name ELSE ${alias}.virtual_path || '/' || ${alias}.virtual_name END)`;

/** The manufacturer's share of the category aliased `alias` (parameter `$m` holds the manufacturer id). */
function ofManufacturer(alias: string, m: string) {
  return `(${alias}.manufacturer_id = ${m} OR (${alias}.manufacturer_id IS NULL AND EXISTS (
    SELECT 1 FROM market_item i JOIN market_category d ON d.id = i.category_id
    WHERE i.manufacturer_id = ${m} AND i.enabled
      AND (${linkSql('d')} = ${linkSql(alias)} OR ${linkSql('d')} LIKE ${linkSql(alias)} || '/%'))))`;
}

/** Categories directly under `virtualPath` (of one manufacturer when given), for listEntities on market_category. */
export function categoryCondition(virtualPath: string, manufacturerId?: number) {
  const conditions = ['market_category.virtual_path = $1', 'market_category.enabled'];
  const params: unknown[] = [virtualPath];
  if (manufacturerId !== undefined) {
    params.push(manufacturerId);
    conditions.push(ofManufacturer('market_category', '$2'));
  }
  return { conditions, params };
}

/** What narrows a category's item list beyond its path (the payload's own fields). */
export interface ItemsInCategoryOptions {
  manufacturerId?: number | undefined;
  /** Also the items of every category under it. */
  withSubCategories?: boolean | undefined;
}

/**
 * Enabled items placed in the category at virtualPath + virtualName (or, with `withSubCategories`,
 * anywhere under it), of one manufacturer when given.
 */
export function itemsInCategoryCondition(
  virtualPath: string,
  virtualName: string,
  { manufacturerId, withSubCategories = false }: ItemsInCategoryOptions = {},
) {
  const params: unknown[] = [virtualPath, virtualName];
  let category = 'c.virtual_path = $1 AND c.virtual_name = $2';
  if (withSubCategories) {
    // A descendant's virtual_path is the category's link, or starts with it and a slash.
    params.push(virtualPath === '/' ? `/${virtualName}` : `${virtualPath}/${virtualName}`);
    const link = `$${params.length}`;
    category = `((${category}) OR c.virtual_path = ${link} OR starts_with(c.virtual_path, ${link} || '/'))`;
  }
  let item = 'market_item.enabled';
  if (manufacturerId !== undefined) {
    params.push(manufacturerId);
    const m = `$${params.length}`;
    category += ` AND (c.manufacturer_id IS NULL OR c.manufacturer_id = ${m})`;
    item += ` AND market_item.manufacturer_id = ${m}`;
  }
  const categoryIds = `SELECT c.id FROM market_category c WHERE ${category}`;
  // The tags those items carry, from the counts kept per category, manufacturer and tag
  // (migration 054): a few rows, however many items the category holds.
  const tagIds = `SELECT k.tag_id FROM market_item_tag_count k WHERE k.items > 0 AND k.category_id IN (${categoryIds})${
    manufacturerId !== undefined ? ` AND k.manufacturer_id = $${params.length}` : ''
  }`;
  // How many of those items there are, from the counts kept per category and manufacturer
  // (migration 056): a few rows, however many items the category holds.
  const count = `SELECT coalesce(sum(k.items), 0)::int AS count FROM market_item_category_count k WHERE k.category_id IN (${categoryIds})${
    manufacturerId !== undefined ? ` AND k.manufacturer_id = $${params.length}` : ''
  }`;
  return {
    conditions: [item, `market_item.category_id IN (${categoryIds})`],
    params,
    tagIds,
    count,
  };
}

/**
 * The condition that an item carries a tag of each title (case-insensitive), parameterised from
 * `$first`: every title must match, so an unknown title matches nothing.
 */
export function withTagsCondition(titles: readonly string[], first: number) {
  return {
    conditions: titles.map(
      (_, n) => `EXISTS (SELECT 1 FROM market_tag t WHERE lower(t.title) = lower($${first + n})
        AND market_item.tag_ids @> jsonb_build_array(t.id))`,
    ),
    params: [...titles],
  };
}
