import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { createChangeBatcher } from '../../shared/realtime/change-batcher';
import type { ChangeEvent } from '../../shared/realtime/change-event';
import {
  CHANGE_EVENT_NAME,
  changeKey,
  mergeChanges,
  MAX_CHANGE_MESSAGES_PER_SECOND,
  SUPERSEDED_EVENT_NAME,
} from '../../shared/realtime/change-stream-terms';
import { formatRevisions } from '../../shared/realtime/change-revisions';
import type { Database } from '../db/connection';
import { readRevisions } from '../db/revisions';
import type { AppEnv } from '../http/app-env';
import { localText } from '../../shared/i18n/local-text';
import { refuse } from '../http/errors';
import type { ChangeFeed } from './change-listener';
import { watchStreamSessions } from './session-watch';
import { createStreamRegistry, DEFAULT_STREAM_LIMITS, type StreamLimits } from './stream-registry';

export type EventRouteOptions = {
  /**
   * A comment line about this often keeps proxies from closing a quiet stream; sessions with an
   * open stream are checked (all at once) at this interval too.
   */
  heartbeatMs?: number;
  limits?: Partial<StreamLimits>;
};

/** How long a browser waits before reconnecting after the stream ends. */
const RECONNECT_MS = 2_000;
/** A refused stream: the browser opens a new one later, with a growing pause. */
const REFUSED_RETRY_AFTER_SECONDS = 30;

/**
 * GET /api/events: the change stream (DESIGN.md D9), for signed-in sessions only (the session
 * middleware runs first). The first message, `ready`, says the subscription is in place and names
 * the revisions as they stood then (`readyData`); then
 * `changes` messages, at most ten a second, each the changes of its window with duplicates merged.
 * The stream ends when the session does, when the same session opens more streams than it may
 * keep (the oldest gets `superseded`), and when the server shuts down.
 */
export function eventRoutes(
  feed: ChangeFeed,
  deps: { db: Database; log: (line: string) => void },
  options: EventRouteOptions = {},
) {
  const heartbeatMs = options.heartbeatMs ?? 25_000;
  const registry = createStreamRegistry({ ...DEFAULT_STREAM_LIMITS, ...options.limits });
  const sessionWatch = watchStreamSessions({ ...deps, registry, intervalMs: heartbeatMs });

  return new Hono<AppEnv>().get('/', (c) => {
    if (feed.isClosing()) {
      return refuse(c, 503, 'shutting_down', localText('api:stream.shuttingDown'));
    }
    let finish: () => void = () => undefined;
    let superseded = false;
    const done = new Promise<void>((resolve) => (finish = resolve));
    const admission = registry.admit({
      sessionId: c.var.session.id,
      clientAddress: c.var.clientAddress,
      end: (reason) => {
        superseded = reason === 'superseded';
        finish();
      },
    });
    if (!admission.admitted) {
      c.header('Retry-After', String(REFUSED_RETRY_AFTER_SECONDS));
      const message =
        admission.refusedBy === 'address'
          ? localText('api:stream.tooManyFromAddress')
          : localText('api:stream.tooManyOnServer');
      return refuse(c, 429, 'too_many_streams', message);
    }
    sessionWatch.streamOpened();
    // Reverse proxies such as nginx must pass each message on at once, not buffer the answer.
    c.header('X-Accel-Buffering', 'no');
    const response = streamSSE(c, async (stream) => {
      const batcher = createChangeBatcher<ChangeEvent>({
        intervalMs: 1000 / MAX_CHANGE_MESSAGES_PER_SECOND,
        keyOf: changeKey,
        merge: mergeChanges,
        flush: (changes) =>
          void stream.writeSSE({ event: CHANGE_EVENT_NAME, data: JSON.stringify({ changes }) }),
      });
      const userId = c.var.user.id;
      // Changes heard while `ready` is being read and written wait for it: `ready` is the first
      // message (the page compares its revisions with its reads'), and a batch ahead of it was
      // seen when another process's change arrived as the stream opened.
      let heldUntilReady: ChangeEvent[] | null = [];
      const onChange = (event: ChangeEvent) => {
        // A member's notices are theirs: another member's stream never hears of them.
        if (event.kind === 'notices' && event.userId !== userId) return;
        // A team change may have ended sessions; a check already running absorbs the others.
        if (event.kind === 'team') sessionWatch.checkNow();
        if (heldUntilReady) heldUntilReady.push(event);
        else batcher.push(event);
      };
      const unsubscribe = feed.subscribe({ onChange, onClose: () => finish() });
      if (!unsubscribe) {
        admission.release();
        return;
      }
      stream.onAbort(() => finish());
      // Each stream beats at its own phase, so a thousand streams do not all write at once.
      let heartbeat: ReturnType<typeof setInterval> | undefined;
      const firstBeat = setTimeout(() => {
        heartbeat = setInterval(() => void stream.write(': heartbeat\n\n'), heartbeatMs);
      }, Math.random() * heartbeatMs);
      try {
        await stream.writeSSE({
          event: 'ready',
          data: await readyData(deps.db),
          retry: RECONNECT_MS,
        });
        const held = heldUntilReady;
        heldUntilReady = null;
        for (const event of held) batcher.push(event);
        await done;
        if (superseded) {
          await stream
            .writeSSE({ event: SUPERSEDED_EVENT_NAME, data: '{}' })
            .catch(() => undefined);
        }
      } finally {
        clearTimeout(firstBeat);
        clearInterval(heartbeat);
        admission.release();
        unsubscribe();
        batcher.dispose();
      }
    });
    // One stream per connection: when it ends the socket goes too, rather than idling in
    // keep-alive and holding a graceful shutdown open.
    response.headers.set('Connection', 'close');
    return response;
  });
}

/**
 * `ready`'s data: the revisions read once the subscription is in place. A change committed before
 * them may have been announced before this stream listened; the browser reads again whatever it
 * read at older revisions (shared/realtime/change-revisions.ts). Without them (a counter missing,
 * the read failed) the browser cannot tell, and reads again.
 */
async function readyData(db: Database): Promise<string> {
  const revisions = await readRevisions(db).catch(() => null);
  return JSON.stringify(revisions ? { revisions: formatRevisions(revisions) } : {});
}
