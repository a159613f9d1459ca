import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CHANGE_EVENT_NAME, changeBatchSchema } from '../../shared/realtime/change-event';
import { liveGate } from '../lib/live-hold';
import { createLiveRefresh } from '../lib/live-refresh';

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

/**
 * Keeps what is on screen current while colleagues work (DESIGN.md D9): listens to the server's
 * change stream and marks the affected queries outdated, so the ones on screen load again. The
 * browser reconnects by itself after a dropped connection; when the server refused the stream
 * (restarting, 503) we reconnect ourselves, with a growing pause. After any interruption
 * everything is refreshed, since changes made meanwhile were not heard.
 */
export function useLiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = createLiveRefresh({
      gate: liveGate,
      apply: (filters) => {
        for (const filter of filters) void queryClient.invalidateQueries(filter);
      },
    });
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retryMs = FIRST_RETRY_MS;
    let interrupted = false;

    const open = () => {
      const current = new EventSource('/api/events');
      source = current;
      current.addEventListener('ready', () => {
        if (interrupted) refresh.missedSome();
        interrupted = false;
        retryMs = FIRST_RETRY_MS;
      });
      current.addEventListener(CHANGE_EVENT_NAME, (event) => {
        const parsed = changeBatchSchema.safeParse(safeJson((event as MessageEvent<string>).data));
        if (parsed.success) refresh.receive(parsed.data.changes);
      });
      current.addEventListener('error', () => {
        interrupted = true;
        if (current.readyState !== EventSource.CLOSED) return;
        current.close();
        retryTimer = setTimeout(open, retryMs);
        retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
      });
    };
    open();

    return () => {
      clearTimeout(retryTimer);
      source?.close();
      refresh.dispose();
    };
  }, [queryClient]);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
