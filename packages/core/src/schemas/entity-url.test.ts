import { describe, expect, it } from 'vitest';
import { EntityUrlSchema, EntityUrlUpdatePayloadSchema } from './entity-url';

describe('entity URL', () => {
  it.each(['market:item', 'content:post', 'unknown', 'not-found'])('reads type %s', (type) => {
    expect(EntityUrlSchema.parse({ type, url: '/x', entity_id: 3 }).type).toBe(type);
  });

  it("an unexpected type reads as 'unknown', extra fields survive", () => {
    expect(EntityUrlSchema.parse({ type: 'market:plan', extra: 1 })).toEqual({ type: 'unknown', extra: 1 });
  });

  it('an answer without a type is rejected', () => {
    expect(EntityUrlSchema.safeParse({ url: '/x' }).success).toBe(false);
    expect(EntityUrlSchema.safeParse({ type: 3 }).success).toBe(false);
  });

  it('the update payload needs a url and a known type', () => {
    expect(
      EntityUrlUpdatePayloadSchema.safeParse({ url: '/x', type: 'content:post', entity_id: 1 }).success,
    ).toBe(true);
    expect(EntityUrlUpdatePayloadSchema.safeParse({ url: '/x', type: 'page' }).success).toBe(false);
  });
});
