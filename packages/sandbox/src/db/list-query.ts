// Turns the contract's list options (offset/limit, `where` filters, `order`) into SQL.
// Field names never reach the SQL text directly: each is looked up in a whitelist of
// columns, and every value travels as a bound parameter.
import { ApiProblem } from '../http/problem';

export type ColumnKind = 'int' | 'text' | 'bool' | 'timestamp' | 'number';

/** The columns a list may filter and order by: contract field name → SQL column and kind. */
export type ColumnWhitelist = Record<string, { column: string; kind: ColumnKind }>;

export interface WhereFilter {
  field: string;
  condition: string;
  value: ReadonlyArray<string | number | boolean | null>;
}

export interface OrderRule {
  field: string;
  order: string;
}

export interface ListOptions {
  offset?: number | undefined;
  limit?: number | undefined;
  where?: readonly WhereFilter[] | undefined;
  order?: readonly OrderRule[] | undefined;
}

export interface ListSql {
  /** `WHERE …` (or empty), with placeholders numbered from `firstParam`. */
  where: string;
  /** `ORDER BY …` (or the default order). */
  orderBy: string;
  /** `LIMIT n OFFSET m`, from validated whole numbers. */
  page: string;
  /** The validated page bounds `page` is made of. */
  offset: number;
  limit: number;
  /** The bound values of `where`, so the same params serve the count query. */
  params: unknown[];
}

/** The largest page a list answers, whatever the caller asks. */
const MAX_LIMIT = 1000;

const comparisons: Record<string, string> = {
  '=': '=',
  '==': '=',
  eq: '=',
  '!=': '<>',
  '<>': '<>',
  ne: '<>',
  '>': '>',
  gt: '>',
  '>=': '>=',
  gte: '>=',
  '<': '<',
  lt: '<',
  '<=': '<=',
  lte: '<=',
};

function invalid(message: string): never {
  throw new ApiProblem(400, 1000, message);
}

function coerce(value: string | number | boolean | null, kind: ColumnKind, field: string): unknown {
  if (value === null) return null;
  switch (kind) {
    case 'bool':
      if (value === true || value === 'true' || value === 1 || value === '1') return true;
      if (value === false || value === 'false' || value === 0 || value === '0') return false;
      return invalid(`where: ${field} takes true or false`);
    case 'int':
    case 'number': {
      const n = typeof value === 'number' ? value : Number(value);
      if (typeof value === 'boolean' || !Number.isFinite(n) || (kind === 'int' && !Number.isInteger(n))) {
        return invalid(`where: ${field} takes a number`);
      }
      return n;
    }
    case 'timestamp': {
      const date = new Date(typeof value === 'boolean' ? Number.NaN : value);
      if (Number.isNaN(date.getTime())) return invalid(`where: ${field} takes a date`);
      return date.toISOString();
    }
    case 'text':
      return String(value);
  }
}

function columnOf(whitelist: ColumnWhitelist, field: string, what: string) {
  const entry = Object.hasOwn(whitelist, field) ? whitelist[field] : undefined;
  if (!entry) invalid(`${what}: unknown field '${field}'; allowed: ${Object.keys(whitelist).join(', ')}`);
  return entry;
}

/**
 * Builds the WHERE, ORDER BY and LIMIT/OFFSET parts of a list query.
 * `base` holds conditions the route always applies (already parameterised from 1);
 * `defaultOrder` is used when the caller gives no order.
 */
export function buildListSql(
  options: ListOptions,
  whitelist: ColumnWhitelist,
  defaultOrder: string,
  base: { conditions: string[]; params: unknown[] } = { conditions: [], params: [] },
  defaultLimit = 100,
): ListSql {
  const params = [...base.params];
  const conditions = [...base.conditions];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };

  for (const filter of options.where ?? []) {
    const { column, kind } = columnOf(whitelist, filter.field, 'where');
    const condition = filter.condition.trim().toLowerCase();
    const values = filter.value.map((v) => coerce(v, kind, filter.field));
    if (values.length === 0) invalid(`where: ${filter.field} needs at least one value`);
    if (
      condition === 'in' ||
      ((condition === '=' || condition === '==' || condition === 'eq') && values.length > 1)
    ) {
      conditions.push(`${column} IN (${values.map(bind).join(', ')})`);
    } else if (condition === 'not in') {
      conditions.push(`${column} NOT IN (${values.map(bind).join(', ')})`);
    } else if (condition === 'like' || condition === 'ilike') {
      if (kind !== 'text') invalid(`where: ${filter.field} cannot be matched with ${condition}`);
      conditions.push(`(${values.map((v) => `${column} ILIKE ${bind(`%${String(v)}%`)}`).join(' OR ')})`);
    } else if (condition === 'between') {
      if (values.length !== 2) invalid(`where: between on ${filter.field} needs two values`);
      conditions.push(`${column} BETWEEN ${bind(values[0])} AND ${bind(values[1])}`);
    } else {
      const operator = Object.hasOwn(comparisons, condition) ? comparisons[condition] : undefined;
      if (!operator) invalid(`where: unknown condition '${filter.condition}'`);
      if (values.length !== 1) invalid(`where: ${filter.condition} on ${filter.field} takes one value`);
      if (values[0] === null) {
        if (operator === '=') conditions.push(`${column} IS NULL`);
        else if (operator === '<>') conditions.push(`${column} IS NOT NULL`);
        else invalid(`where: ${filter.condition} on ${filter.field} cannot compare with null`);
      } else {
        conditions.push(`${column} ${operator} ${bind(values[0])}`);
      }
    }
  }

  const orderParts = (options.order ?? []).map((rule) => {
    const { column } = columnOf(whitelist, rule.field, 'order');
    const direction = rule.order.trim().toLowerCase();
    if (direction !== 'asc' && direction !== 'desc') invalid(`order: ${rule.field} takes asc or desc`);
    return `${column} ${direction === 'asc' ? 'ASC' : 'DESC'}`;
  });

  const offset = options.offset ?? 0;
  const limit = Math.min(options.limit ?? defaultLimit, MAX_LIMIT);
  if (!Number.isInteger(offset) || offset < 0) invalid('offset must be a whole number, 0 or more');
  if (!Number.isInteger(limit) || limit < 0) invalid('limit must be a whole number, 0 or more');

  return {
    where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '',
    orderBy: `ORDER BY ${[...orderParts, defaultOrder].join(', ')}`,
    page: `LIMIT ${limit} OFFSET ${offset}`,
    offset,
    limit,
    params,
  };
}
