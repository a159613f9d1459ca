/** Business constants of SPEC.md §9. */
export const SLOT_MINUTES = 15;
export const SLOTS_PER_DAY = 96;
export const DAYS_PER_WEEK = 7;
export const SLOTS_PER_WEEK = SLOTS_PER_DAY * DAYS_PER_WEEK;

export const MIN_SHOW_HOURS = 0.25;
export const MAX_SHOW_HOURS = 24;
export const DEFAULT_SHOW_HOURS = 1;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif'] as const;

export const DJ_NAME_MAX = 100;
export const DJ_BIO_MAX = 1000;
export const DJ_PHONE_MAX = 20;
export const USERNAME_MIN = 2;
export const PASSWORD_MIN = 6;
/** A ceiling on free text so a hostile payload cannot fill the database. */
export const TEXT_MAX = 5000;

export const TOAST_DEFAULT_MS = 5000;
export const TOAST_EXIT_MS = 300;
export const TOAST_ENTRY_DELAY_MS = 10;
export const BANNER_MS = 5000;
export const AUTH_LOADING_CAP_MS = 20_000;
export const SESSION_CHECK_DELAY_MS = 1000;
export const SESSION_CHECK_TIMEOUT_MS = 5000;
export const REQUEST_TIMEOUT_MS = 15_000;

export const DEFAULT_ROLE = 'DJ';
export const STATION_MANAGER_ROLE = 'Station Manager';
