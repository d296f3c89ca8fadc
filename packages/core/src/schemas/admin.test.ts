import { describe, expect, it } from 'vitest';
import {
  MicroServiceSchema,
  PermissionSchema,
  RewardSchema,
  RoleSchema,
  RouteSchema,
  StreamingTemplateSchema,
} from './admin';

describe('admin-style entities (no fields shown: permissive)', () => {
  it.each([
    RewardSchema,
    StreamingTemplateSchema,
    MicroServiceSchema,
    RouteSchema,
    RoleSchema,
    PermissionSchema,
  ])('any object passes with all its fields; a non-object or a text id fails (%#)', (schema) => {
    expect(schema.parse({ id: 4, name: 'x', nested: { a: 1 } })).toEqual({
      id: 4,
      name: 'x',
      nested: { a: 1 },
    });
    expect(schema.parse({})).toEqual({});
    expect(schema.safeParse([]).success).toBe(false);
    expect(schema.safeParse({ id: 'four' }).success).toBe(false);
  });
});
