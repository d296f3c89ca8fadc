import { CountSchema, IdSchema } from './common';
import { z } from './zod';
import { lazySchema } from './lazy-schema';

export const ReferralCodeSchema = lazySchema(() =>
  z.looseObject({
    id: IdSchema,
    code: z.string(),
    description: z._default(z.string(), ''),
    owner_id: IdSchema,
    count_used: z._default(CountSchema, 0),
  }),
);
export type ReferralCode = z.infer<typeof ReferralCodeSchema>;

/** POST /referral/codes/create. */
export const ReferralCodeCreatePayloadSchema = lazySchema(() =>
  z.object({
    code: z.string().check(z.minLength(1)),
    description: z.optional(z.string()),
    owner_id: z.optional(IdSchema),
  }),
);
export type ReferralCodeCreatePayload = z.infer<typeof ReferralCodeCreatePayloadSchema>;

/** PUT /referral/codes/edit. */
export const ReferralCodeEditPayloadSchema = lazySchema(() =>
  z.extend(z.partial(ReferralCodeCreatePayloadSchema), { id: IdSchema }),
);
export type ReferralCodeEditPayload = z.infer<typeof ReferralCodeEditPayloadSchema>;

/** GET /referral/codes/gen/short and /gen/long: a bare string or { code }; output the code. */
export const GeneratedCodeSchema = lazySchema(() =>
  z.union([
    z.string().check(z.minLength(1)),
    z.pipe(
      z.looseObject({ code: z.string().check(z.minLength(1)) }),
      z.transform((answer) => answer.code),
    ),
  ]),
);
export type GeneratedCode = z.infer<typeof GeneratedCodeSchema>;
