import { OFFERED_LOCALES } from '../locale/locale';
import { z } from './zod';
import { lazySchema } from './lazy-schema';
import { TEXT_LIMITS } from './limits';

/** The Language selector's choice: one of the languages the site offers. */
export const LanguageSchema = lazySchema(() =>
  z
    .string()
    .check(z.refine((value) => (OFFERED_LOCALES as readonly string[]).includes(value), 'unknown language')),
);

/** The 25 timezone options, +00:00 to +24:00 UTC. */
export const TIMEZONES = Array.from({ length: 25 }, (_, hour) => `+${String(hour).padStart(2, '0')}:00`);
export const TimezoneSchema = lazySchema(() =>
  z.string().check(z.refine((value) => TIMEZONES.includes(value), 'timezone must be +00:00 to +24:00')),
);

/**
 * The answer of GET /account/settings. A user who never saved settings may get
 * an empty object, so every field has the page's default; extra fields pass.
 */
export const SettingsSchema = lazySchema(() =>
  z.looseObject({
    user_name: z._default(z.string(), ''),
    isLoginID: z._default(z.boolean(), false),
    language: z._default(z.string(), 'en'),
    timezone: z._default(z.string(), '+00:00'),
  }),
);
export type Settings = z.infer<typeof SettingsSchema>;

/** POST /account/settings: the whole settings body. */
export const SettingsPayloadSchema = lazySchema(() =>
  z.object({
    user_name: z.string().check(z.maxLength(TEXT_LIMITS.userNameLength)),
    isLoginID: z.boolean(),
    language: LanguageSchema,
    timezone: TimezoneSchema,
  }),
);
export type SettingsPayload = z.infer<typeof SettingsPayloadSchema>;

/** Meta settings: secretEnabled, default false. */
export const MetaSettingsSchema = lazySchema(() =>
  z.looseObject({ secretEnabled: z._default(z.boolean(), false) }),
);
export type MetaSettings = z.infer<typeof MetaSettingsSchema>;
