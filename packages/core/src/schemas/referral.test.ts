import { describe, expect, it } from 'vitest';
import { GeneratedCodeSchema, ReferralCodeCreatePayloadSchema, ReferralCodeSchema } from './referral';

describe('referral code', () => {
  it('reads id, code, description, owner_id, count_used', () => {
    const code = { id: 1, code: 'SPACE', description: 'promo', owner_id: 9, count_used: 3 };
    expect(ReferralCodeSchema.parse(code)).toEqual(code);
    expect(ReferralCodeSchema.safeParse({ ...code, count_used: -1 }).success).toBe(false);
    expect(ReferralCodeSchema.safeParse({ id: 1, owner_id: 9 }).success).toBe(false);
  });

  it('a generated code is a string or { code }', () => {
    expect(GeneratedCodeSchema.parse('AB12')).toBe('AB12');
    expect(GeneratedCodeSchema.parse({ code: 'CD34' })).toBe('CD34');
    expect(GeneratedCodeSchema.safeParse({}).success).toBe(false);
  });

  it('create needs a code', () => {
    expect(ReferralCodeCreatePayloadSchema.safeParse({ description: 'x' }).success).toBe(false);
  });
});
