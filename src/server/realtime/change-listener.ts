import pg from 'pg';
import { changeEventSchema, type ChangeEvent } from '../../shared/realtime/change-event';
import { CHANGES_CHANNEL, REVISIONS_CHANNEL } from './channels';

/** Hears that a revision moved to a value, in commit order. */
export type RevisionListener = (name: string, value: number) => void;

export type ChangeSubscriber = {
  onChange: (event: ChangeEvent) => void;
  /** The feed is shutting down: end the stream now. */
  onClose: () => void;
};

export type ChangeFeed = {
  /** Null once the feed is closing: the caller should refuse the subscription. */
  subscribe: (subscriber: ChangeSubscriber) => (() => void) | null;
  /** Resolves once the first LISTEN is in place (tests wait for it). */
  ready: Promise<void>;
  subscriberCount: () => number;
  /** Hears every committed move of a revision (src/server/realtime/revision-watch.ts). */
  onRevision: (listener: RevisionListener) => () => void;
  /**
   * The number of the LISTEN connection up now (each reconnection counts one more), or null while
   * there is none: a notification sent meanwhile is lost.
   */
  listening: () => number | null;
  /** True once close() has begun. */
  isClosing: () => boolean;
  /** Ends every subscriber's stream and the database connection. */
  close: () => Promise<void>;
};

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5_000;

/**
 * One dedicated LISTEN connection per server process, outside the pool (a pooled client would be
 * handed back and lose its LISTEN). When the connection drops it reconnects by itself with a
 * growing pause, and then tells every subscriber to `resync`: notifications sent meanwhile are
 * lost, so browsers reload what they show.
 */
export function startChangeListener(databaseUrl: string, log: (line: string) => void): ChangeFeed {
  const subscribers = new Set<ChangeSubscriber>();
  const revisionListeners = new Set<RevisionListener>();
  let client: pg.Client | null = null;
  let closing = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let connectedOnce = false;
  let connections = 0;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const fanOut = (event: ChangeEvent) => {
    for (const subscriber of subscribers) subscriber.onChange(event);
  };

  const onNotification = (message: pg.Notification) => {
    if (message.channel === REVISIONS_CHANNEL) {
      const [name, value] = (message.payload ?? '').split(' ');
      const moved = Number(value);
      if (name && Number.isSafeInteger(moved)) {
        for (const listener of revisionListeners) listener(name, moved);
      }
      return;
    }
    if (message.channel !== CHANGES_CHANNEL) return;
    const parsed = changeEventSchema.safeParse(safeJson(message.payload));
    if (parsed.success) fanOut(parsed.data);
    else log(`[realtime] ignored a malformed change notification`);
  };

  const scheduleReconnect = () => {
    if (closing || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (client === next) client = null;
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      if (!closing) {
        log(
          `[realtime] change listener lost its database connection${error ? `: ${error.message}` : ''}; reconnecting`,
        );
        scheduleReconnect();
      }
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    // Heard from the LISTEN on: a notification in the same packet as its answer is not lost.
    next.on('notification', onNotification);
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}; LISTEN ${REVISIONS_CHANNEL}`);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (closing) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    connections++;
    retryMs = RETRY_MIN_MS;
    if (connectedOnce) fanOut({ kind: 'resync' });
    connectedOnce = true;
    markReady();
  };
  void connect();

  return {
    ready,
    subscribe(subscriber) {
      if (closing) return null;
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    subscriberCount: () => subscribers.size,
    onRevision(listener) {
      revisionListeners.add(listener);
      return () => revisionListeners.delete(listener);
    },
    listening: () => (client !== null && !closing ? connections : null),
    isClosing: () => closing,
    async close() {
      closing = true;
      if (retryTimer) clearTimeout(retryTimer);
      for (const subscriber of [...subscribers]) subscriber.onClose();
      subscribers.clear();
      revisionListeners.clear();
      const current = client;
      client = null;
      if (current) await current.end().catch(() => undefined);
    },
  };
}

function safeJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return undefined;
  }
}
