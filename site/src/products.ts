/**
 * The item pages the static build generates: the sandbox's demo world seeds items 1 to 60.
 *
 * Why pages per id rather than one shell that reads the id client-side: the site is static
 * output, and a static host (or `pnpm start`) serves /marketplace/product/item/12 only if a file
 * is there. A production build would take the ids from the catalogue at build time, or the host
 * would rewrite /marketplace/product/item/* to one shell; the footer only needs the id either way.
 */
export const SEEDED_ITEM_IDS: readonly number[] = Array.from({ length: 60 }, (_, index) => index + 1);
