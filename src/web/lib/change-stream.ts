import type { ChangeEvent } from '../../shared/realtime/change-event';
import {
  CHANGE_EVENT_NAME,
  SUPERSEDED_EVENT_NAME,
} from '../../shared/realtime/change-stream-terms';
import { parseRevisions, type ChangeRevisions } from '../../shared/realtime/change-revisions';

/** The part of the browser's EventSource we use, so tests can hand in a fake. */
export type EventSourceLike = {
  readonly readyState: number;
  addEventListener: (type: string, listener: (event: MessageEvent<string>) => void) => void;
  close: () => void;
};

export const EVENT_SOURCE_CLOSED = 2;
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;
/** A superseded tab that is never looked at again still comes back after this long. */
const SUPERSEDED_RETRY_MS = 5 * 60_000;

type BatchCheck = (data: unknown) => ChangeEvent[] | null;
let batchCheck: Promise<BatchCheck> | null = null;
/**
 * The check of a change batch, fetched when the first batch comes (decision 0069, amended): zod is
 * not needed to paint a page. Fetched as the stream opened, it arrived and ran while every page
 * was still waiting for its first reads, and the page painted after it.
 */
const loadBatchCheck = () =>
  (batchCheck ??= import('../../shared/realtime/change-event').then(
    ({ changeBatchSchema }) =>
      (data) => {
        const parsed = changeBatchSchema.safeParse(data);
        return parsed.success ? parsed.data.changes : null;
      },
    (error: unknown) => {
      batchCheck = null; // the next stream asks again
      throw error;
    },
  ));

/**
 * Follows the server's change stream (GET /api/events). The browser reconnects by itself after a
 * dropped connection; when the server refused the stream (restarting: 503, too many streams: 429)
 * the source is closed for good and we open a new one, with a growing, randomized pause, so many
 * tabs refused together do not come back together. When the session opened newer streams in
 * other tabs (`superseded`), this tab waits until it is looked at again (`onceLookedAt`). After
 * any interruption `onMissed` is called once the stream is back: changes made meanwhile were not
 * heard.
 */
export function followChangeStream(options: {
  open: () => EventSourceLike;
  onChanges: (changes: ChangeEvent[]) => void;
  onMissed: () => void;
  /** Each `ready`, with the revisions it names (null: none), as the subscription is in place. */
  onReady?: (revisions: ChangeRevisions | null) => void;
  /** Calls back once when the page is next shown to the person; returns a cancel function. */
  onceLookedAt: (callback: () => void) => () => void;
}): () => void {
  let source: EventSourceLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let cancelLookedAt: (() => void) | undefined;
  let retryMs = FIRST_RETRY_MS;
  let interrupted = false;
  let stopped = false;

  const reconnectAfter = (ms: number) => {
    retryTimer = setTimeout(connect, ms);
  };

  const connect = () => {
    clearTimeout(retryTimer);
    cancelLookedAt?.();
    cancelLookedAt = undefined;
    const current = options.open();
    source = current;
    let superseded = false;
    current.addEventListener('ready', (event) => {
      options.onReady?.(readyRevisions(event.data));
      if (interrupted) options.onMissed();
      interrupted = false;
      retryMs = FIRST_RETRY_MS;
    });
    let check: Promise<BatchCheck> | undefined;
    current.addEventListener(CHANGE_EVENT_NAME, (event) => {
      // Batches wait for the check in the order they came.
      check ??= loadBatchCheck();
      void check.then(
        (changesOf) => {
          const changes = changesOf(safeJson(event.data));
          if (changes && !stopped) options.onChanges(changes);
        },
        // Without the check a batch cannot be read: everything is read again instead.
        () => !stopped && options.onMissed(),
      );
    });
    current.addEventListener(SUPERSEDED_EVENT_NAME, () => {
      interrupted = true;
      superseded = true;
      current.close();
      if (stopped) return;
      cancelLookedAt = options.onceLookedAt(connect);
      reconnectAfter(SUPERSEDED_RETRY_MS);
    });
    current.addEventListener('error', () => {
      interrupted = true;
      if (stopped || superseded || current.readyState !== EVENT_SOURCE_CLOSED) return;
      current.close();
      // Between half and all of the current pause, so refused tabs spread out.
      reconnectAfter(retryMs / 2 + (Math.random() * retryMs) / 2);
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    });
  };
  connect();

  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    cancelLookedAt?.();
    source?.close();
  };
}

/** The revisions a `ready` names: `{"revisions":"schedule=12;…"}`. */
function readyRevisions(data: string): ChangeRevisions | null {
  const parsed = safeJson(data);
  if (typeof parsed !== 'object' || parsed === null || !('revisions' in parsed)) return null;
  return typeof parsed.revisions === 'string' ? parseRevisions(parsed.revisions) : null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
