import { z } from '../schemas/zod';
import { decodeJwtPayload } from './jwt';
import { lazySchema } from '../schemas/lazy-schema';

/**
 * The claims the access token carries (accounts-cart-checkout.md §3: alias, email, role, user_id,
 * session_id). Numbers sent as text are accepted; role defaults to public.
 */
const TokenClaimsSchema = lazySchema(() =>
  z.object({
    user_id: z.coerce.number().check(z.int(), z.nonnegative()),
    alias: z.string(),
    email: z._default(z.string(), ''),
    role: z._default(z.string(), 'public'),
    session_id: z._default(z.pipe(z.union([z.string(), z.number()]), z.transform(String)), ''),
  }),
);

/**
 * The session profile of accounts-cart-checkout.md §3: the token's claims plus how the session was stored.
 */
export const ProfileSchema = lazySchema(() => z.extend(TokenClaimsSchema, { rememberMe: z.boolean() }));

export type Profile = z.output<typeof ProfileSchema>;

/** A guest is user_id 0, alias guest, role public (accounts-cart-checkout.md §3, §6). */
export const GUEST_PROFILE: Profile = Object.freeze({
  user_id: 0,
  alias: 'guest',
  email: '',
  role: 'public',
  session_id: '',
  rememberMe: false,
});

/** The profile an access token describes, or undefined when the token cannot be read. */
export function profileFromToken(accessToken: string, rememberMe: boolean): Profile | undefined {
  const claims = TokenClaimsSchema.safeParse(decodeJwtPayload(accessToken));
  return claims.success ? { ...claims.data, rememberMe } : undefined;
}
