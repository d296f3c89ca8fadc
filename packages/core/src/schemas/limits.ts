/**
 * Bounds on what a player could ever send. The sandbox refuses a payload past
 * them with 400 code 1000 before it reaches the database, so one call cannot stall the
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
  /** Tags a product view filters by at once, and characters of one tag title. */
  filterTags: 10,
  tagTitleLength: 64,
  /** Bytes of a free-form object (a support ticket's own fields), serialized as JSON. */
  freeFormBytes: 16_384,
} as const;

/**
 * Characters of each free-text field a player or an admin writes. Past them the sandbox answers
 * 400 code 1000; the forms keep inside them. An alias is printed beside every comment and rides in
 * every access token, so it is short; a comment is a few paragraphs.
 */
export const TEXT_LIMITS = {
  /** An account name (alias): the spec's minimum is 4. */
  aliasLength: 32,
  /** An email address (RFC 5321's longest path). */
  emailLength: 254,
  /** A password: long pass phrases fit; longer only makes the hash slow. */
  passwordLength: 256,
  /** The settings page's Username. */
  userNameLength: 64,
  /** A referral code as typed. */
  referralLength: 64,
  /** The creators' portfolio link. */
  portfolioLength: 2048,
  /** A comment or a reply. */
  commentLength: 2000,
  /** A link template's link: its title and its address. */
  linkTitleLength: 200,
  linkUrlLength: 2048,
  /** Links of one link template's list (sub-links count in their own list). */
  linksPerList: 100,
} as const;

/** Top-level comments of one get-comments page: its default and the most one call answers. */
export const COMMENT_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;
