import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pageAnswers } from '../lib/answer-revisions';
import { announceChanges } from '../lib/change-announcements';
import { followChangeStream } from '../lib/change-stream';
import { liveGate } from '../lib/live-hold';
import { changesOfRevisions, createLiveRefresh } from '../lib/live-refresh';

/**
 * Keeps what is on screen current while colleagues work (DESIGN.md D9): follows the server's
 * change stream and marks the affected queries outdated, so the ones on screen load again, at
 * most ten times a second and never under a drag. Mounted once, in the signed-in app shell.
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
    const stop = followChangeStream({
      open: () => new EventSource('/api/events'),
      onChanges: (changes) => {
        refresh.receive(changes);
        announceChanges(changes);
      },
      onMissed: refresh.missedSome,
      // What the page read before the stream listened is read again if a change came between.
      onReady: pageAnswers.streamReady,
      onceLookedAt,
    });
    const stopBehind = pageAnswers.onBehind((moved) =>
      moved === 'all' ? refresh.missedSome() : refresh.receive(changesOfRevisions(moved)),
    );
    return () => {
      stop();
      stopBehind();
      pageAnswers.streamStopped();
      refresh.dispose();
    };
  }, [queryClient]);
}

/** Calls back once when the tab is shown or its window focused; returns a cancel function. */
function onceLookedAt(callback: () => void): () => void {
  const cancel = () => {
    document.removeEventListener('visibilitychange', onShown);
    window.removeEventListener('focus', onShown);
  };
  const onShown = () => {
    if (document.visibilityState !== 'visible') return;
    cancel();
    callback();
  };
  document.addEventListener('visibilitychange', onShown);
  window.addEventListener('focus', onShown);
  return cancel;
}
