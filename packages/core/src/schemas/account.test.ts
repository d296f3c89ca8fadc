import { describe, expect, it } from 'vitest';
import {
  PasswordChangePayloadSchema,
  PasswordRecoveryPayloadSchema,
  RecoverySendPayloadSchema,
  VerifyPayloadSchema,
} from './account';

describe('account payloads', () => {
  it.each([
    [RecoverySendPayloadSchema, { email: 'a@b.co' }, { email: 'not an email' }],
    [PasswordRecoveryPayloadSchema, { new_password: 'abcd', recovery_token: 't' }, { new_password: 'abcd' }],
    [PasswordChangePayloadSchema, { old_password: 'abcd', new_password: 'efgh' }, { old_password: 'abcd' }],
    [VerifyPayloadSchema, { code: 'X1' }, { code: 12 }],
  ] as const)('accepts the spec shape and rejects a broken one (%#)', (schema, valid, invalid) => {
    expect(schema.parse(valid)).toEqual(valid);
    expect(schema.safeParse(invalid).success).toBe(false);
  });
});
