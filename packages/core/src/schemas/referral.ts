import { CountSchema, IdSchema } from './common';
import { z } from './zod';

export const ReferralCodeSchema = z.looseObject({
  id: IdSchema,
  code: z.string(),
  description: z.string().default(''),
  owner_id: IdSchema,
  count_used: CountSchema.default(0),
});
export type ReferralCode = z.infer<typeof ReferralCodeSchema>;

/** POST /referral/codes/create. */
export const ReferralCodeCreatePayloadSchema = z.object({
  code: z.string().min(1),
  description: z.string().optional(),
  owner_id: IdSchema.optional(),
});
export type ReferralCodeCreatePayload = z.infer<typeof ReferralCodeCreatePayloadSchema>;

/** PUT /referral/codes/edit. */
export const ReferralCodeEditPayloadSchema = ReferralCodeCreatePayloadSchema.partial().extend({ id: IdSchema });
export type ReferralCodeEditPayload = z.infer<typeof ReferralCodeEditPayloadSchema>;

/** GET /referral/codes/gen/short and /gen/long: a bare string or { code }; output the code. */
export const GeneratedCodeSchema = z.union([
  z.string().min(1),
  z.looseObject({ code: z.string().min(1) }).transform((answer) => answer.code),
]);
export type GeneratedCode = z.infer<typeof GeneratedCodeSchema>;
