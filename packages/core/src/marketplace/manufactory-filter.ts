import { z } from '../schemas/zod';
import { lazySchema } from '../schemas/lazy-schema';

/**
 * marketplace-content.md §2.1: "A query parameter named path carries an encoded filter object with
 * the fields category (default all), manufacturerId and manufacturerTitle. An undecodable value
 * sends the user to /404." The encoding is base64url of the JSON text (UTF-8), so a manufacturer
 * title in any script survives the address bar.
 */
export const ALL_CATEGORIES = 'all';

const ManufactoryFilterSchema = lazySchema(() =>
  z.object({
    category: z._default(z.string().check(z.maxLength(512)), ALL_CATEGORIES),
    manufacturerId: z.optional(z.number().check(z.int(), z.positive())),
    manufacturerTitle: z.optional(z.string().check(z.maxLength(256))),
  }),
);

export type ManufactoryFilter = z.infer<typeof ManufactoryFilterSchema>;

export const DEFAULT_MANUFACTORY_FILTER: ManufactoryFilter = { category: ALL_CATEGORIES };

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): string {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

export function encodeManufactoryFilter(filter: ManufactoryFilter): string {
  return toBase64Url(JSON.stringify(filter));
}

export type DecodedFilter = { ok: true; filter: ManufactoryFilter } | { ok: false };

/** No `path` parameter is the default filter; one that is not base64 JSON of the right shape is `{ ok: false }` (→ /404). */
export function decodeManufactoryFilter(value: string | null): DecodedFilter {
  if (value === null || value === '') return { ok: true, filter: DEFAULT_MANUFACTORY_FILTER };
  try {
    const parsed = ManufactoryFilterSchema.safeParse(JSON.parse(fromBase64Url(value)));
    return parsed.success ? { ok: true, filter: parsed.data } : { ok: false };
  } catch {
    return { ok: false };
  }
}
