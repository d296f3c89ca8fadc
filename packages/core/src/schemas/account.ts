import { z } from './zod';
import { lazySchema } from './lazy-schema';

/** POST /account/password/recovery/send. The caller trims the email before sending. */
export const RecoverySendPayloadSchema = lazySchema(() => z.object({ email: z.email() }));
export type RecoverySendPayload = z.infer<typeof RecoverySendPayloadSchema>;

/** POST /account/password/recovery. */
export const PasswordRecoveryPayloadSchema = lazySchema(() =>
  z.object({
    new_password: z.string().check(z.minLength(1)),
    recovery_token: z.string().check(z.minLength(1)),
  }),
);
export type PasswordRecoveryPayload = z.infer<typeof PasswordRecoveryPayloadSchema>;

/**
 * POST /account/password/change: payload not shown. old_password is a field
 * the spec names among the account inputs; new_password mirrors the recovery
 * call. Extra fields pass.
 */
export const PasswordChangePayloadSchema = lazySchema(() =>
  z.looseObject({
    old_password: z.string().check(z.minLength(1)),
    new_password: z.string().check(z.minLength(1)),
  }),
);
export type PasswordChangePayload = z.infer<typeof PasswordChangePayloadSchema>;

/** POST /account/verify: the verification code taken from the address. */
export const VerifyPayloadSchema = lazySchema(() => z.object({ code: z.string().check(z.minLength(1)) }));
export type VerifyPayload = z.infer<typeof VerifyPayloadSchema>;
