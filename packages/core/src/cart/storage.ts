import { CartProductSchema, type CartProduct } from '../schemas/cart';
import { z } from '../schemas/zod';
import { logIgnored } from '../log-ignored';
import { lazySchema } from '../schemas/lazy-schema';

/**
 * The local storage key of the cart. The value is JSON `{ owner, lines }`: `owner` is the user_id
 * the lines were last synced for (0 for a guest cart), `lines` the cart products.
 */
export const CART_STORAGE_KEY = 'rdc:cart';

export interface StoredCart {
  /** 0: a guest cart, to be merged into the server cart at login. Otherwise the user it mirrors. */
  owner: number;
  lines: CartProduct[];
}

export const EMPTY_CART: StoredCart = Object.freeze({ owner: 0, lines: [] }) as StoredCart;

const EnvelopeSchema = lazySchema(() =>
  z.object({
    owner: z.catch(z.int().check(z.nonnegative()), 0),
    lines: z.array(z.unknown()),
  }),
);

/**
 * Reads a stored cart. "A cart stored locally that cannot be parsed is ignored and only logged":
 * unreadable JSON or a wrong shape gives the empty cart, and a single bad line is dropped while
 * the good ones are kept.
 */
export function decodeStoredCart(text: string | null | undefined): StoredCart {
  if (text == null || text === '') return EMPTY_CART;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    logIgnored('a stored cart that is not JSON', error);
    return EMPTY_CART;
  }
  const envelope = EnvelopeSchema.safeParse(raw);
  if (!envelope.success) {
    logIgnored('a stored cart of the wrong shape', envelope.error.issues);
    return EMPTY_CART;
  }
  const lines: CartProduct[] = [];
  for (const candidate of envelope.data.lines) {
    const line = CartProductSchema.safeParse(candidate);
    if (line.success) lines.push(line.data);
    else logIgnored('a stored cart line that cannot be parsed', line.error.issues);
  }
  return { owner: envelope.data.owner, lines };
}

export function encodeStoredCart(cart: StoredCart): string {
  return JSON.stringify(cart);
}
