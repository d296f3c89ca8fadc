import { CartAnswerSchema, CartEditPayloadSchema, type CartEditPayloadInput } from '../../schemas';
import type { ApiClient } from '../types';

export function createCartApi(client: ApiClient) {
  return {
    /**
     * Sends cart entries (count 0 deletes a line); the answer is the server cart
     * grouped by lot type. The payload is parsed first so that a missing currency
     * is sent as USD.
     */
    edit: (payload: CartEditPayloadInput) =>
      client.call('POST', '/market/shopping_cart/edit', {
        schema: CartAnswerSchema,
        body: CartEditPayloadSchema.parse(payload),
      }),
  };
}
export type CartApi = ReturnType<typeof createCartApi>;
