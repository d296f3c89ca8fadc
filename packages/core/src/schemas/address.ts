import { FlagSchema, IdSchema, PaginationSchema, UnshownPayloadSchema } from './common';
import { z } from './zod';
import { lazySchema } from './lazy-schema';

/** The default flag of an address: boolean, 1 or '1' read as true. */
const PrioritySchema = lazySchema(() => z._default(FlagSchema, false));

// --- Billing ---------------------------------------------------------------

/** Billing address fields as the form requires them: at least 3 characters, state_province at least 1. */
const BillingAddressFieldsSchema = lazySchema(() =>
  z.object({
    first_name: z.string().check(z.minLength(3)),
    last_name: z.string().check(z.minLength(3)),
    company: z.string().check(z.minLength(3)),
    country: z.string().check(z.minLength(3)),
    city: z.string().check(z.minLength(3)),
    address: z.string().check(z.minLength(3)),
    state_province: z.string().check(z.minLength(1)),
    zip_code: z.string().check(z.minLength(3)),
    phone_number: z.string().check(z.minLength(3)),
  }),
);
export type BillingAddressFields = z.infer<typeof BillingAddressFieldsSchema>;

/** A stored billing address; other fields not shown, so extras survive. */
export const BillingAddressSchema = lazySchema(() =>
  z.looseObject({
    id: IdSchema,
    first_name: z.string(),
    last_name: z.string(),
    company: z.string(),
    country: z.string(),
    city: z.string(),
    address: z.string(),
    state_province: z.string(),
    zip_code: z.string(),
    phone_number: z.string(),
    priority: PrioritySchema,
  }),
);
export type BillingAddress = z.infer<typeof BillingAddressSchema>;

export const BillingAddressAddPayloadSchema = BillingAddressFieldsSchema;
export type BillingAddressAddPayload = z.infer<typeof BillingAddressAddPayloadSchema>;
export const BillingAddressEditPayloadSchema = lazySchema(() =>
  z.extend(BillingAddressFieldsSchema, { id: IdSchema }),
);
export type BillingAddressEditPayload = z.infer<typeof BillingAddressEditPayloadSchema>;

// --- Game (in game / pickup) -------------------------------------------------

export const GameAddressTypeSchema = lazySchema(() => z.enum(['in_game', 'pickup']));
export type GameAddressType = z.infer<typeof GameAddressTypeSchema>;

/** In-game or pickup address fields: every field required. */
const GameAddressFieldsSchema = lazySchema(() =>
  z.object({
    type: GameAddressTypeSchema,
    location: z.string().check(z.minLength(1)),
    universe: z.string().check(z.minLength(1)),
    galaxy: z.string().check(z.minLength(1)),
    solar: z.string().check(z.minLength(1)),
    planet: z.string().check(z.minLength(1)),
    country: z.string().check(z.minLength(1)),
    state: z.string().check(z.minLength(1)),
    city: z.string().check(z.minLength(1)),
    address: z.string().check(z.minLength(1)),
  }),
);
export type GameAddressFields = z.infer<typeof GameAddressFieldsSchema>;

export const GameAddressSchema = lazySchema(() =>
  z.looseObject({
    id: IdSchema,
    type: GameAddressTypeSchema,
    location: z.string(),
    universe: z.string(),
    galaxy: z.string(),
    solar: z.string(),
    planet: z.string(),
    country: z.string(),
    state: z.string(),
    city: z.string(),
    address: z.string(),
    enabled: z._default(z.boolean(), true),
    priority: PrioritySchema,
  }),
);
export type GameAddress = z.infer<typeof GameAddressSchema>;

export const GameAddressAddPayloadSchema = GameAddressFieldsSchema;
export type GameAddressAddPayload = z.infer<typeof GameAddressAddPayloadSchema>;
export const GameAddressEditPayloadSchema = lazySchema(() =>
  z.extend(GameAddressFieldsSchema, { id: IdSchema }),
);
export type GameAddressEditPayload = z.infer<typeof GameAddressEditPayloadSchema>;

// --- Shipping (real world) ----------------------------------------------------

/** Real-world address fields: every field required; country is a two-letter code from the list. */
const ShippingAddressFieldsSchema = lazySchema(() =>
  z.object({
    first_name: z.string().check(z.minLength(1)),
    last_name: z.string().check(z.minLength(1)),
    company: z.string().check(z.minLength(1)),
    country: z.string().check(z.minLength(1)),
    city: z.string().check(z.minLength(1)),
    address: z.string().check(z.minLength(1)),
    state_or_province: z.string().check(z.minLength(1)),
    zip_or_postal_code: z.string().check(z.minLength(1)),
    phone_number: z.string().check(z.minLength(1)),
  }),
);
export type ShippingAddressFields = z.infer<typeof ShippingAddressFieldsSchema>;

export const ShippingAddressSchema = lazySchema(() =>
  z.looseObject({
    id: IdSchema,
    type: z._default(z.literal('shipping'), 'shipping'),
    first_name: z.string(),
    last_name: z.string(),
    company: z.string(),
    country: z.string(),
    city: z.string(),
    address: z.string(),
    state_or_province: z.string(),
    zip_or_postal_code: z.string(),
    phone_number: z.string(),
    priority: PrioritySchema,
  }),
);
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

export const ShippingAddressAddPayloadSchema = ShippingAddressFieldsSchema;
export type ShippingAddressAddPayload = z.infer<typeof ShippingAddressAddPayloadSchema>;
export const ShippingAddressEditPayloadSchema = lazySchema(() =>
  z.extend(ShippingAddressFieldsSchema, { id: IdSchema }),
);
export type ShippingAddressEditPayload = z.infer<typeof ShippingAddressEditPayloadSchema>;

// --- Lists -------------------------------------------------------------------

/** POST /address/{billing|game|shipping}/list_by_user_id: the address type, optionally a page. */
export const AddressListPayloadSchema = lazySchema(() =>
  z.object({
    type: z.enum(['billing', 'in_game', 'pickup', 'shipping']),
    pagination: z.optional(PaginationSchema),
  }),
);
export type AddressListPayload = z.infer<typeof AddressListPayloadSchema>;
export type AddressType = AddressListPayload['type'];

// --- Banking -------------------------------------------------------------------

/** Bank info address: fields not shown (permissive). */
export const BankingAddressSchema = lazySchema(() => z.looseObject({ id: z.optional(IdSchema) }));
export type BankingAddress = z.infer<typeof BankingAddressSchema>;
export const BankingAddressPayloadSchema = UnshownPayloadSchema;
export type BankingAddressPayload = z.infer<typeof BankingAddressPayloadSchema>;
