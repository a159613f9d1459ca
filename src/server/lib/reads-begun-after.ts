/**
 * Shares one read among callers that arrive together, without ever answering a caller with a
 * read that began before it asked (docs/decisions/0015-kept-weeks-answered-early.md).
 *
 * At most one read is in flight. A caller arriving while it is in flight waits for the next
 * read, which begins as soon as the current one settles and serves every caller that arrived
 * in between. So whatever had committed when a caller asked is in the answer it gets, as with a
 * read of its own, yet under load there is one read per round trip instead of one per caller.
 */
export function readsBegunAfter<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  let queued: Promise<T> | null = null;

  const begin = (): Promise<T> => {
    const current = read();
    inFlight = current;
    const settle = () => {
      if (inFlight === current) inFlight = null;
    };
    current.then(settle, settle);
    return current;
  };

  return () => {
    if (!inFlight) return begin();
    if (!queued) {
      const after = inFlight;
      queued = after
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => {
          queued = null;
          return begin();
        });
    }
    return queued;
  };
}
