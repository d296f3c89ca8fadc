import { describe, expect, it } from 'vitest';
import { lazySchema } from './lazy-schema';
import { z } from './zod';

describe('lazySchema', () => {
  it('builds the schema on first use, once, not when declared', () => {
    let builds = 0;
    const PointSchema = lazySchema(() => {
      builds += 1;
      return z.object({ x: z.number() });
    });
    expect(builds).toBe(0);
    expect(PointSchema.parse({ x: 1 })).toEqual({ x: 1 });
    expect(PointSchema.safeParse({ x: 'one' }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('stands for the schema inside other schemas and in z.extend', () => {
    const PointSchema = lazySchema(() => z.object({ x: z.number() }));
    const LineSchema = lazySchema(() => z.object({ from: PointSchema, to: z.optional(PointSchema) }));
    const NamedPointSchema = lazySchema(() => z.extend(PointSchema, { name: z.string() }));
    expect(LineSchema.parse({ from: { x: 1 } })).toEqual({ from: { x: 1 } });
    expect(LineSchema.safeParse({ from: { x: '1' } }).success).toBe(false);
    expect(NamedPointSchema.parse({ x: 2, name: 'b' })).toEqual({ x: 2, name: 'b' });
    expect(NamedPointSchema.safeParse({ x: 2 }).success).toBe(false);
  });

  it('keeps zod’s own checks of what a schema is', () => {
    const NameSchema = lazySchema(() => z.string());
    expect(NameSchema instanceof z.ZodMiniString).toBe(true);
    expect('_zod' in NameSchema).toBe(true);
  });
});
