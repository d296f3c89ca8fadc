import type { PayByCardPayload, SavedCard } from '../schemas/payment';
import { payProducts } from '../payment/products';
import { additionalCurrencyProducts } from './additional-currency';
import { expectedCharge, orderSummary, type OrderChoice } from './order-summary';

/**
 * The body of Place order for what the player chose: the card, every product with its currency
 * and period, the top-up packs, and the charge the order summary showed (`expected`), so the
 * server takes exactly that or nothing.
 */
export function paymentBody(
  card: Pick<SavedCard, 'payment_method_id' | 'payment'>,
  choice: OrderChoice,
): PayByCardPayload {
  return {
    token_id: card.payment_method_id,
    payment: card.payment,
    product: payProducts(choice.lines, additionalCurrencyProducts(choice.topUps ?? [])),
    expected: expectedCharge(orderSummary(choice)),
  };
}
