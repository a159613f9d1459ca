import type { ChangeEvent } from './change-event';

// The change stream's terms apart from the change schema: a page's first paint needs them (the
// stream and the live refresh start with the page) but not zod, which checks changes (decision
// 0069): event names, pace, and how equal changes merge.

/** The SSE event name of a change batch. */
export const CHANGE_EVENT_NAME = 'changes';

/**
 * The SSE event that ends a stream because the same session opened a newer one (a session keeps
 * a few streams at most). The browser does not reconnect at once: it waits until its tab is
 * looked at again, so tabs of one session do not take the stream from each other in turn.
 */
export const SUPERSEDED_EVENT_NAME = 'superseded';

/** At most this many messages per second reach a browser (D9). */
export const MAX_CHANGE_MESSAGES_PER_SECOND = 10;

/** Equal changes have equal keys: `week:2026-11-22`, `shows`. */
export function changeKey(event: ChangeEvent): string {
  return event.kind === 'week' ? `week:${event.weekStartDate}` : event.kind;
}

/**
 * Two equal changes in one window as one: the later one's author is kept, so a week stored by a
 * placement ("week" without an author) and the placement itself ("week" by Morgan) still name
 * Morgan.
 */
export function mergeChanges(kept: ChangeEvent, incoming: ChangeEvent): ChangeEvent {
  return 'by' in incoming && incoming.by ? ({ ...kept, by: incoming.by } as ChangeEvent) : kept;
}
