/**
 * Bounds on what a player could ever send (issue 15, finding 2). The sandbox refuses a payload past
 * them with 400 code 1000 before it reaches the database, so one call can no longer stall the
 * others; the client's own rules stay inside them (the cart caps a line's count).
 */
export const PAYLOAD_LIMITS = {
  /** Distinct lots in one cart: far above any real basket. */
  cartLines: 200,
  /** Units of one lot in a cart line or a payment line. */
  countPerLine: 999,
  /** Product lines of one payment: a whole cart. */
  paymentLines: 200,
  /** Conditions of a list call's `where`, and values of one condition (`in` lists). */
  whereClauses: 20,
  whereValues: 100,
  /** Sort keys of a list call's `order`. */
  orderClauses: 5,
  /** Ids of one by-ids call. */
  ids: 100,
  /** Characters of a search text. */
  searchLength: 1000,
  /** Bytes of a free-form object (a support ticket's own fields), serialized as JSON. */
  freeFormBytes: 16_384,
} as const;
