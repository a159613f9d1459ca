import {
  movedSince,
  oldestOf,
  parseRevisions,
  REVISIONS_HEADER,
  type ChangeRevisions,
  type RevisionName,
} from '../../shared/realtime/change-revisions';

/**
 * Whether what the app read may have missed a change (decision 0059, update "a change missed at
 * page load"). A page reads before its change stream is in place: the reads the HTML starts, and
 * the first ones the app makes while the stream is still opening. A colleague's change committed
 * between such a read and the stream's subscription reaches neither. Each answer names the
 * counters it was read at, the stream's `ready` names them once it listens: when an answer is
 * behind them, what the counters that moved cover is read again (`onBehind`, decision 0069: a
 * colleague's show does not make a page read its profile twice). Reads begun once `ready` has
 * arrived are never behind it (the counters only grow), so this asks again at most once per
 * stream, and only when something did change.
 */
export type AnswerRevisions = {
  /** An API answer arrived with these counters (null: it named none, nothing to compare). */
  answered: (revisions: ChangeRevisions | null) => void;
  /**
   * The change stream's `ready`, with the counters it names; null when it named none, which
   * cannot be compared: whatever was read before it is read again.
   */
  streamReady: (revisions: ChangeRevisions | null) => void;
  /** The stream stopped (signed out): the next one starts afresh. */
  streamStopped: () => void;
  /**
   * Who reads again when an answer is behind, told the counters that moved ('all' when `ready`
   * named none); returns a function that stops telling it.
   */
  onBehind: (callback: (moved: readonly RevisionName[] | 'all') => void) => () => void;
};

export function createAnswerRevisions(): AnswerRevisions {
  /** The oldest counters of the answers that arrived before the stream's `ready`. */
  let unchecked: ChangeRevisions | null = null;
  let streaming = false;
  /** The counters of the stream's `ready` (null when it named none). */
  let ready: ChangeRevisions | null = null;
  const listeners = new Set<(moved: readonly RevisionName[] | 'all') => void>();
  const behind = (moved: readonly RevisionName[] | 'all') => {
    if (moved.length === 0) return;
    for (const listener of listeners) listener(moved);
  };

  return {
    answered: (revisions) => {
      if (!revisions) return;
      if (!streaming) unchecked = oldestOf(unchecked, revisions);
      // A read begun before `ready` and answered after it.
      else if (ready) behind(movedSince(revisions, ready));
    },
    streamReady: (revisions) => {
      // Only a stream's first `ready` compares: after an interruption the stream has everything
      // read again anyway (change-stream.ts, onMissed).
      if (streaming) return;
      streaming = true;
      ready = revisions;
      const earlier = unchecked;
      unchecked = null;
      if (earlier) behind(revisions ? movedSince(earlier, revisions) : 'all');
    },
    streamStopped: () => {
      streaming = false;
      ready = null;
      unchecked = null;
    },
    onBehind: (callback) => {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
  };
}

/** The page's one account of its answers: apiFetch tells it, the live updates listen. */
export const pageAnswers = createAnswerRevisions();

/** The counters an answer names, if any. */
export const revisionsOf = (response: Response) =>
  parseRevisions(response.headers.get(REVISIONS_HEADER));
