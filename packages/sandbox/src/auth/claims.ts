import * as z from 'zod';

/**
 * The claims of an access token: alias, email, role, user_id, session_id (accounts-cart-checkout.md §3), plus
 * iat and exp.
 */
export const AccessClaimsSchema = z.object({
  alias: z.string(),
  email: z.string(),
  role: z.string(),
  user_id: z.number().int().positive(),
  session_id: z.string(),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type AccessClaims = z.infer<typeof AccessClaimsSchema>;

/** The role of every account that is not an admin; the spec names no other ("role (default public)"). */
export const DEFAULT_ROLE = 'public';
export const ADMIN_ROLE = 'admin';
