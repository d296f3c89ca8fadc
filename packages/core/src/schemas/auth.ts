import { z } from './zod';
import { lazySchema } from './lazy-schema';
import { TEXT_LIMITS } from './limits';

/** accessToken and refreshToken: the answer of login, register (on 200) and refresh. */
export const TokenPairSchema = lazySchema(() =>
  z.looseObject({
    accessToken: z.string().check(z.minLength(1)),
    refreshToken: z.string().check(z.minLength(1)),
  }),
);
export type TokenPair = z.infer<typeof TokenPairSchema>;

/** POST /auth/login. The alias field takes an account name or an email. */
export const LoginPayloadSchema = lazySchema(() =>
  z.object({
    alias: z.string().check(z.minLength(1), z.maxLength(TEXT_LIMITS.emailLength)),
    password: z.string().check(z.minLength(1), z.maxLength(TEXT_LIMITS.passwordLength)),
    rememberMe: z.optional(z.boolean()),
  }),
);
export type LoginPayload = z.infer<typeof LoginPayloadSchema>;

/**
 * Birth date as text. accounts-cart-checkout.md §3 composes it day/month/year, marketplace-content.md §3
 * (creators sign-up) month/day/year; both readings stand, so only the shape
 * 1-2 digits / 1-2 digits / 4 digits is checked.
 */
export const BirthDateTextSchema = lazySchema(() =>
  z.string().check(z.regex(/^\d{1,2}\/\d{1,2}\/\d{4}$/, 'bdate must be dd/mm/yyyy or mm/dd/yyyy')),
);

/** POST /auth/register (also the creators sign-up form's payload: no agreement there). */
export const RegisterPayloadSchema = lazySchema(() =>
  z.object({
    alias: z.string().check(z.minLength(1), z.maxLength(TEXT_LIMITS.aliasLength)),
    email: z.email().check(z.maxLength(TEXT_LIMITS.emailLength)),
    password: z.string().check(z.minLength(1), z.maxLength(TEXT_LIMITS.passwordLength)),
    referral: z.optional(z.string().check(z.maxLength(TEXT_LIMITS.referralLength))),
    portfolio: z.optional(z.string().check(z.maxLength(TEXT_LIMITS.portfolioLength))),
    bdate: BirthDateTextSchema,
    agreement: z.optional(z.boolean()),
  }),
);
export type RegisterPayload = z.infer<typeof RegisterPayloadSchema>;

/** `{ value }`: POST /auth/refresh (the refresh token) and POST /auth/validate. */
export const TokenValuePayloadSchema = lazySchema(() =>
  z.object({ value: z.string().check(z.minLength(1)) }),
);
export type TokenValuePayload = z.infer<typeof TokenValuePayloadSchema>;

// The access-token claims, the session profile and the guest profile live in session/profile.ts.
