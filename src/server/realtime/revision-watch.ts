import type { Database } from '../db/connection';
import { REVISION_NAMES } from '../../shared/realtime/change-revisions';
import { readRevisions, type Revisions } from '../db/revisions';
import { readsBegunAfter } from '../lib/reads-begun-after';
import type { ChangeFeed } from './change-listener';

/**
 * After this process announced a change of its own, its reads look the revisions up until a
 * notification arrives (at most this long: a rolled-back write announces nothing).
 */
const OWN_CHANGE_WATCH_MS = 2_000;
let ownChangeAt = 0;

/**
 * Called by publishChange: this process is committing a change. The notification of its commit
 * reaches the listener a moment after the writer's answer, and a reader that asks in between (the
 * writer's next request) must not be answered from before it.
 */
export function noteOwnChange(): void {
  ownChangeAt = Date.now();
}

type Handle = Pick<Database, '$client'>;

/**
 * The revisions without a read per request (docs/decisions/0051): read once while the change
 * listener is connected, then moved by the notifications of every commit that moves one
 * (drizzle/0018). While the listener is not connected, a notification may be lost, so each
 * caller gets a read of its own (shared by callers arriving together, never begun before they
 * asked); a new connection starts afresh with a read.
 */
export function watchRevisions(db: Handle, feed: Pick<ChangeFeed, 'onRevision' | 'listening'>) {
  let known: Revisions | null = null;
  let knownOn: number | null = null;
  // A change announced before the watch began is read by its first look-up anyway.
  let notifiedAt = Date.now();
  const heard = new Map<string, number>();
  const read = readsBegunAfter(() => readRevisions(db));

  const withHeard = (revisions: Revisions): Revisions => {
    let merged = revisions;
    for (const name of REVISION_NAMES) {
      const value = heard.get(name);
      if (value !== undefined && value > merged[name]) merged = { ...merged, [name]: value };
    }
    return merged;
  };

  feed.onRevision((name, value) => {
    notifiedAt = Date.now();
    if (value > (heard.get(name) ?? -1)) heard.set(name, value);
    // The station's zone lives in the settings: a settings change is read afresh, zone and all.
    if (name === 'settings') known = null;
    else if (known) known = withHeard(known);
  });

  const ownChangePending = () =>
    ownChangeAt > notifiedAt && Date.now() - ownChangeAt < OWN_CHANGE_WATCH_MS;

  return {
    /** The current revisions; null when a counter is missing (nothing may be kept then). */
    async current(): Promise<Revisions | null> {
      const connection = feed.listening();
      if (known && connection !== null && knownOn === connection && !ownChangePending()) {
        return known;
      }
      const fresh = await read();
      if (!fresh) return null;
      const merged = withHeard(fresh);
      // Kept only when the connection it was read under is still the one listening: every
      // commit after the read is then heard. A read older than a settings change it was merged
      // with carries the zone from before that change (the notification names only counters),
      // so it answers this caller and is not kept.
      const zoneCurrent = fresh.settings >= (heard.get('settings') ?? -1);
      if (zoneCurrent && connection !== null && feed.listening() === connection) {
        known = merged;
        knownOn = connection;
      }
      return merged;
    },
  };
}

export type RevisionWatch = ReturnType<typeof watchRevisions>;

const watches = new WeakMap<object, RevisionWatch>();

/** Lets `currentRevisions(db)` answer from a watch instead of a read. */
export function registerRevisionWatch(db: Handle, watch: RevisionWatch): void {
  watches.set(db, watch);
}

/** The current revisions: from the handle's watch when it has one, else read. */
export function currentRevisions(db: Handle): Promise<Revisions | null> {
  return watches.get(db)?.current() ?? readRevisions(db);
}
