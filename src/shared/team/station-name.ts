/** The name a station has until its manager names it (no zod here: the app's entry imports it). */
export const DEFAULT_STATION_NAME = 'Radio Station';
