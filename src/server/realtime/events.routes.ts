import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { createChangeBatcher } from '../../shared/realtime/change-batcher';
import {
  CHANGE_EVENT_NAME,
  changeKey,
  MAX_CHANGE_MESSAGES_PER_SECOND,
  type ChangeEvent,
} from '../../shared/realtime/change-event';
import type { Auth } from '../auth/auth';
import type { AppEnv } from '../http/app-env';
import { errorBody } from '../http/errors';
import type { ChangeFeed } from './change-listener';

export type EventRouteOptions = {
  /** A comment line this often keeps proxies from closing a quiet stream (and checks the session). */
  heartbeatMs?: number;
};

/** How long a browser waits before reconnecting after the stream ends. */
const RECONNECT_MS = 2_000;

/**
 * GET /api/events: the change stream (DESIGN.md D9), for signed-in sessions only (the session
 * middleware runs first). The first message, `ready`, says the subscription is in place; then
 * `changes` messages, at most ten a second, each the changes of its window with duplicates merged.
 * The stream ends when the session does and when the server shuts down.
 */
export function eventRoutes(feed: ChangeFeed, auth: Auth, options: EventRouteOptions = {}) {
  const heartbeatMs = options.heartbeatMs ?? 25_000;
  return new Hono<AppEnv>().get('/', (c) => {
    if (feed.isClosing()) {
      return c.json(errorBody('shutting_down', 'The server is restarting. Please wait.'), 503);
    }
    const headers = c.req.raw.headers;
    // Reverse proxies such as nginx must pass each message on at once, not buffer the answer.
    c.header('X-Accel-Buffering', 'no');
    const response = streamSSE(c, async (stream) => {
      let finish: () => void = () => undefined;
      const done = new Promise<void>((resolve) => (finish = resolve));
      const batcher = createChangeBatcher<ChangeEvent>({
        intervalMs: 1000 / MAX_CHANGE_MESSAGES_PER_SECOND,
        keyOf: changeKey,
        flush: (changes) =>
          void stream.writeSSE({ event: CHANGE_EVENT_NAME, data: JSON.stringify({ changes }) }),
      });
      const unsubscribe = feed.subscribe({ onChange: batcher.push, onClose: () => finish() });
      if (!unsubscribe) return;
      stream.onAbort(() => finish());

      const heartbeat = setInterval(() => {
        void (async () => {
          await stream.write(': heartbeat\n\n');
          const session = await auth.api.getSession({ headers }).catch(() => null);
          if (!session) finish();
        })();
      }, heartbeatMs);
      try {
        await stream.writeSSE({ event: 'ready', data: '{}', retry: RECONNECT_MS });
        await done;
      } finally {
        clearInterval(heartbeat);
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
