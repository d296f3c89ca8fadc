import { CartAnswerSchema, CartEditPayloadSchema, type CartEditPayloadInput } from '../../schemas/cart';
import type { ApiClient } from '../types';

export function createCartApi(client: ApiClient) {
  return {
    /**
     * Sends cart entries (count 0 deletes a line); the answer is the server cart
     * grouped by lot type. The payload is parsed first so that a missing currency
     * is sent as USD; a payload that does not parse rejects (async) before anything is sent,
     * like every other failed call, rather than throwing at the caller.
     */
    edit: async (payload: CartEditPayloadInput) =>
      client.call('POST', '/market/shopping_cart/edit', {
        schema: CartAnswerSchema,
        body: CartEditPayloadSchema.parse(payload),
      }),
  };
}
export type CartApi = ReturnType<typeof createCartApi>;
