import {
  TOAST_DEFAULT_MS,
  TOAST_ENTRY_DELAY_MS,
  TOAST_EXIT_MS,
} from '../../../../shared/constants/limits';

/** How long after its planned end an id stays reserved (SPEC.md §4 Toasts: duration plus 1 s). */
export const TOAST_ID_GRACE_MS = 1000;
/** Beyond this many remembered ids the memory is wiped rather than grown. */
export const TOAST_ID_MEMORY_LIMIT = 1000;
/** Candidates tried before giving up on the readable form and using a random id. */
export const TOAST_ID_MAX_ATTEMPTS = 100;

export type ToastIdRegistry = {
  /** A fresh id for a toast shown for `durationMs`, reserved until it is surely gone. */
  next: (durationMs?: number) => string;
  /** How many ids are remembered now (for tests and diagnostics). */
  size: () => number;
};

type Deps = {
  now?: () => number;
  /** The n-th readable candidate; tests replace it to force collisions. */
  candidate?: (now: number, attempt: number) => string;
  random?: () => string;
};

let sequence = 0;
const defaultCandidate = (now: number, attempt: number) =>
  `toast-${now.toString(36)}-${(sequence++).toString(36)}${attempt ? `-${attempt}` : ''}`;
const defaultRandom = () =>
  `toast-${globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2)}`;

/**
 * Unique toast ids (SPEC.md §4): each id is tracked for its toast's duration plus 1 s; the memory
 * is cleared when it passes 1000 entries; after 100 colliding candidates a random id is used.
 * Example: two toasts created in the same millisecond get "toast-…-0" and "toast-…-1".
 */
export function createToastIdRegistry(deps: Deps = {}): ToastIdRegistry {
  const now = deps.now ?? Date.now;
  const candidate = deps.candidate ?? defaultCandidate;
  const random = deps.random ?? defaultRandom;
  const reservedUntil = new Map<string, number>();

  const forgetExpired = (at: number) => {
    for (const [id, until] of reservedUntil) if (until <= at) reservedUntil.delete(id);
    if (reservedUntil.size > TOAST_ID_MEMORY_LIMIT) reservedUntil.clear();
  };

  return {
    next(durationMs = TOAST_DEFAULT_MS) {
      const at = now();
      forgetExpired(at);
      let id: string | undefined;
      for (let attempt = 0; attempt < TOAST_ID_MAX_ATTEMPTS && id === undefined; attempt++) {
        const option = candidate(at, attempt);
        if (!reservedUntil.has(option)) id = option;
      }
      id ??= random();
      reservedUntil.set(id, at + durationMs + TOAST_ID_GRACE_MS);
      return id;
    },
    size: () => reservedUntil.size,
  };
}

/**
 * When a toast shows, starts leaving and is gone, in ms after it was requested: a 5 s toast
 * opens at 10, starts its 300 ms exit at 5010 and is removed at 5310.
 */
export function toastTimeline(durationMs = TOAST_DEFAULT_MS) {
  const openAt = TOAST_ENTRY_DELAY_MS;
  const closeAt = openAt + durationMs;
  return { openAt, closeAt, removeAt: closeAt + TOAST_EXIT_MS };
}
