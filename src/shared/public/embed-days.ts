/**
 * How many days the week embed shows: its own module, because both the embed options (which the
 * browser loads) and their check (zod, loaded after the paint) need these values.
 */
export const EMBED_DAYS_MIN = 1;
export const EMBED_DAYS_MAX = 7;
export const DEFAULT_EMBED_DAYS = 7;
