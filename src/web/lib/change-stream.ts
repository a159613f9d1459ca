import {
  CHANGE_EVENT_NAME,
  changeBatchSchema,
  type ChangeEvent,
} from '../../shared/realtime/change-event';

/** The part of the browser's EventSource we use, so tests can hand in a fake. */
export type EventSourceLike = {
  readonly readyState: number;
  addEventListener: (type: string, listener: (event: MessageEvent<string>) => void) => void;
  close: () => void;
};

export const EVENT_SOURCE_CLOSED = 2;
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

/**
 * Follows the server's change stream (GET /api/events). The browser reconnects by itself after a
 * dropped connection; when the server refused the stream (restarting: 503) the source is closed
 * for good and we open a new one, with a growing pause. After any interruption `onMissed` is
 * called once the stream is back: changes made meanwhile were not heard.
 */
export function followChangeStream(options: {
  open: () => EventSourceLike;
  onChanges: (changes: ChangeEvent[]) => void;
  onMissed: () => void;
}): () => void {
  let source: EventSourceLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = FIRST_RETRY_MS;
  let interrupted = false;
  let stopped = false;

  const connect = () => {
    const current = options.open();
    source = current;
    current.addEventListener('ready', () => {
      if (interrupted) options.onMissed();
      interrupted = false;
      retryMs = FIRST_RETRY_MS;
    });
    current.addEventListener(CHANGE_EVENT_NAME, (event) => {
      const parsed = changeBatchSchema.safeParse(safeJson(event.data));
      if (parsed.success) options.onChanges(parsed.data.changes);
    });
    current.addEventListener('error', () => {
      interrupted = true;
      if (stopped || current.readyState !== EVENT_SOURCE_CLOSED) return;
      current.close();
      retryTimer = setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    });
  };
  connect();

  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    source?.close();
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
