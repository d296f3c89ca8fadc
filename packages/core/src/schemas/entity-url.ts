import { IdSchema } from './common';
import { z } from './zod';
import { lazySchema } from './lazy-schema';

export const ENTITY_URL_TYPES = ['market:item', 'content:post', 'unknown', 'not-found'] as const;
/** The type is required; an unexpected type name reads as 'unknown'. */
export const EntityUrlTypeSchema = lazySchema(() =>
  z.union([
    z.enum(ENTITY_URL_TYPES),
    z.pipe(
      z.string(),
      z.transform(() => 'unknown' as const),
    ),
  ]),
);
export type EntityUrlType = z.infer<typeof EntityUrlTypeSchema>;

/** An entity URL: what a public URL points at. Fields beyond the type are not shown (extras survive). */
export const EntityUrlSchema = lazySchema(() =>
  z.looseObject({
    type: EntityUrlTypeSchema,
    url: z.optional(z.string()),
    entity_id: z.nullish(IdSchema),
  }),
);
export type EntityUrl = z.infer<typeof EntityUrlSchema>;

/** PUT /entity-url/update. */
export const EntityUrlUpdatePayloadSchema = lazySchema(() =>
  z.looseObject({
    url: z.string().check(z.minLength(1)),
    type: z.enum(ENTITY_URL_TYPES),
    entity_id: z.optional(IdSchema),
  }),
);
export type EntityUrlUpdatePayload = z.infer<typeof EntityUrlUpdatePayloadSchema>;
