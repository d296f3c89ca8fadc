import { describe, expect, it } from 'vitest';
import { ApiProblem } from '../http/problem';
import { buildListSql, type ColumnWhitelist } from './list-query';

const columns: ColumnWhitelist = {
  id: { column: 'id', kind: 'int' },
  title: { column: 'title', kind: 'text' },
  enabled: { column: 'enabled', kind: 'bool' },
  'price.USD': { column: "(price->>'USD')::bigint", kind: 'int' },
};

function problemOf(run: () => unknown): ApiProblem {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiProblem) return error;
    throw error;
  }
  throw new Error('expected an ApiProblem');
}

describe('list query (offset/limit, where, order)', () => {
  it('binds where values as parameters and maps fields through the whitelist', () => {
    const sql = buildListSql(
      {
        where: [
          { field: 'enabled', condition: '=', value: ['true'] },
          { field: 'price.USD', condition: '>=', value: ['500'] },
        ],
      },
      columns,
      'id ASC',
    );
    expect(sql.where).toBe("WHERE enabled = $1 AND (price->>'USD')::bigint >= $2");
    expect(sql.params).toEqual([true, 500]);
  });

  it('turns several values of = into IN, and like into a case-insensitive match', () => {
    const sql = buildListSql(
      {
        where: [
          { field: 'id', condition: '=', value: ['1', '2', '3'] },
          { field: 'title', condition: 'like', value: ['ship'] },
        ],
      },
      columns,
      'id ASC',
    );
    expect(sql.where).toBe('WHERE id IN ($1, $2, $3) AND (title ILIKE $4)');
    expect(sql.params).toEqual([1, 2, 3, '%ship%']);
  });

  it('orders by the requested fields, then the stable default order', () => {
    const sql = buildListSql({ order: [{ field: 'price.USD', order: 'desc' }] }, columns, 'id ASC');
    expect(sql.orderBy).toBe("ORDER BY (price->>'USD')::bigint DESC, id ASC");
  });

  it('pages with offset and limit, capped at 1000', () => {
    expect(buildListSql({ offset: 12, limit: 6 }, columns, 'id').page).toBe('LIMIT 6 OFFSET 12');
    expect(buildListSql({ limit: 50_000 }, columns, 'id').page).toBe('LIMIT 1000 OFFSET 0');
  });

  it('continues the numbering after the conditions the route always applies', () => {
    const sql = buildListSql({ where: [{ field: 'id', condition: '>', value: ['3'] }] }, columns, 'id', {
      conditions: ['owner_id = $1'],
      params: [7],
    });
    expect(sql.where).toBe('WHERE owner_id = $1 AND id > $2');
    expect(sql.params).toEqual([7, 3]);
  });

  it.each([
    ['a field outside the whitelist', { where: [{ field: 'password_hash', condition: '=', value: ['x'] }] }],
    [
      'SQL in a where field',
      { where: [{ field: 'id; DROP TABLE market_item; --', condition: '=', value: ['1'] }] },
    ],
    ['SQL in a where condition', { where: [{ field: 'id', condition: '= 1 OR 1=1 --', value: ['1'] }] }],
    ['SQL in an order field', { order: [{ field: 'id DESC; DELETE FROM market_item', order: 'asc' }] }],
    ['SQL in an order direction', { order: [{ field: 'id', order: 'asc, (SELECT 1)' }] }],
    ['a prototype key as field', { where: [{ field: 'constructor', condition: '=', value: ['1'] }] }],
    ['a non-number for a number field', { where: [{ field: 'id', condition: '=', value: ['1 OR 1=1'] }] }],
    ['a non-boolean for a boolean field', { where: [{ field: 'enabled', condition: '=', value: ['yes'] }] }],
    ['an empty value list', { where: [{ field: 'id', condition: '=', value: [] }] }],
    ['a negative offset', { offset: -1 }],
  ])('refuses %s with 400 and code 1000', (_name, options) => {
    const problem = problemOf(() => buildListSql(options, columns, 'id ASC'));
    expect(problem.status).toBe(400);
    expect(problem.code).toBe(1000);
  });

  it('never puts a where value into the SQL text', () => {
    const sql = buildListSql(
      { where: [{ field: 'title', condition: '=', value: ["x'; DROP TABLE market_item; --"] }] },
      columns,
      'id',
    );
    expect(sql.where).toBe('WHERE title = $1');
    expect(sql.params).toEqual(["x'; DROP TABLE market_item; --"]);
  });
});
