/**
 * A bounded map of values derived from the database, each kept with the revision it was read at
 * (docs/decisions/0014-answers-kept-per-revision.md). A value is found only while its revision is
 * still the current one; the least recently used go first when the map is full. Lookups of one
 * key and revision arriving together share one computation. A null result is answered, not kept.
 */
export function keptPerRevision<V>(limit: number) {
  const kept = new Map<string, { revision: number; value: V }>();
  const computing = new Map<string, Promise<V>>();

  const keep = (key: string, revision: number, value: V) => {
    const current = kept.get(key);
    // A slower read of an older revision must not replace a newer one.
    if (current && current.revision > revision) return;
    kept.delete(key);
    kept.set(key, { revision, value });
    if (kept.size > limit) kept.delete(kept.keys().next().value!);
  };

  /** The value kept for the key at this revision when `usable` accepts it, without computing. */
  const peek = (key: string, revision: number, usable: (value: V) => boolean = () => true) => {
    const found = kept.get(key);
    if (found?.revision !== revision || !usable(found.value)) return undefined;
    kept.delete(key);
    kept.set(key, found);
    return found.value;
  };

  return {
    peek,
    /**
     * The value kept for the key at this revision when `usable` accepts it; otherwise computes it
     * (read the revision before calling, so the value read is at least as new as the revision).
     */
    async get(
      key: string,
      revision: number,
      compute: () => Promise<V>,
      usable: (value: V) => boolean = () => true,
    ): Promise<V> {
      const found = peek(key, revision, usable);
      if (found !== undefined) return found;
      const id = `${revision}:${key}`;
      let pending = computing.get(id);
      if (!pending) {
        pending = compute()
          .then((value) => {
            if (value !== null) keep(key, revision, value);
            return value;
          })
          .finally(() => computing.delete(id));
        computing.set(id, pending);
      }
      return pending;
    },
    size: () => kept.size,
  };
}
