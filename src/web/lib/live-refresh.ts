import type { InvalidateQueryFilters } from '@tanstack/react-query';
import { createChangeBatcher } from '../../shared/realtime/change-batcher';
import type { ChangeEvent } from '../../shared/realtime/change-event';
import type { RevisionName } from '../../shared/realtime/change-revisions';
import {
  changeKey,
  MAX_CHANGE_MESSAGES_PER_SECOND,
} from '../../shared/realtime/change-stream-terms';
import type { LiveGate } from './live-hold';
import {
  activityQueryKey,
  awayQueryKey,
  configQueryKey,
  accessQueryKey,
  stationActivityQueryKey,
  weekActivityQueryKey,
  djsQueryKey,
  fillInsQueryKey,
  showsQueryKey,
  teamQueryKey,
  noticesQueryKey,
  weekQueryKey,
  weeksQueryKey,
} from './query-keys';

/**
 * The cached queries a batch of changes makes outdated. A week's change also changes the week
 * list (dashboard); a DJ's change also changes the DJ names on shows; a resync outdates
 * everything. Only queries on screen are fetched again at once, the rest when next shown.
 */
export function invalidationsFor(changes: readonly ChangeEvent[]): InvalidateQueryFilters[] {
  if (changes.some((c) => c.kind === 'resync')) return [{}];
  const filters: InvalidateQueryFilters[] = [];
  const add = (filter: InvalidateQueryFilters) => {
    const key = JSON.stringify(filter);
    if (!filters.some((f) => JSON.stringify(f) === key)) filters.push(filter);
  };
  const allWeeks = changes.some((c) => c.kind === 'weeks');
  for (const change of changes) {
    switch (change.kind) {
      case 'week':
        if (!allWeeks) {
          add({ queryKey: weekQueryKey(change.weekStartDate), exact: true });
          add({ queryKey: weekActivityQueryKey(change.weekStartDate) });
          add({ queryKey: stationActivityQueryKey });
        }
        add({ queryKey: weeksQueryKey });
        break;
      case 'away':
        // Away dates flag airings in any week ("host away") and count on the week list.
        add({ queryKey: awayQueryKey });
        // And which airings a period's "Ask for fill-ins for the N airings" counts.
        add({ queryKey: fillInsQueryKey });
        add({ queryKey: [weekQueryKey('')[0]] });
        add({ queryKey: weeksQueryKey });
        add({ queryKey: stationActivityQueryKey });
        break;
      case 'fillins':
        // The Fill-ins page, a request's page and the dashboard's count read the requests.
        add({ queryKey: fillInsQueryKey });
        add({ queryKey: stationActivityQueryKey });
        break;
      case 'weeks':
        add({ queryKey: [weekQueryKey('')[0]] });
        add({ queryKey: weeksQueryKey });
        add({ queryKey: activityQueryKey });
        break;
      case 'shows':
        add({ queryKey: showsQueryKey });
        add({ queryKey: stationActivityQueryKey });
        break;
      case 'djs':
        add({ queryKey: djsQueryKey });
        add({ queryKey: showsQueryKey });
        add({ queryKey: stationActivityQueryKey });
        // A DJ entry's e-mail can make it a member's own.
        add({ queryKey: accessQueryKey });
        break;
      case 'notices':
        add({ queryKey: noticesQueryKey });
        break;
      case 'team':
        // Station settings are team changes: the zone and name come with the config.
        add({ queryKey: configQueryKey });
        add({ queryKey: accessQueryKey });
        add({ queryKey: teamQueryKey });
        add({ queryKey: stationActivityQueryKey });
        break;
    }
  }
  return filters;
}

/**
 * The changes a moved counter stands for (drizzle/0002_revisions, 0019): what a page read before
 * its change stream listened is read again only where a counter moved meanwhile.
 */
const CHANGES_OF_REVISION: Record<RevisionName, ChangeEvent[]> = {
  schedule: [{ kind: 'weeks' }],
  library: [{ kind: 'shows' }, { kind: 'djs' }],
  // Station settings, members and sessions: what each member may do, the team, the config.
  settings: [{ kind: 'team' }],
  sessions: [{ kind: 'team' }],
};

export function changesOfRevisions(moved: readonly RevisionName[]): ChangeEvent[] {
  return moved.flatMap((name) => CHANGES_OF_REVISION[name]);
}

export type LiveRefresh = {
  receive: (changes: readonly ChangeEvent[]) => void;
  /** The stream was interrupted: whatever changed meanwhile is unknown. */
  missedSome: () => void;
  dispose: () => void;
};

/**
 * Turns incoming changes into query invalidations: at most ten rounds a second (bursts merged,
 * nothing dropped), and none while the gate is held; those wait for its release.
 */
export function createLiveRefresh(options: {
  apply: (filters: InvalidateQueryFilters[]) => void;
  gate: LiveGate;
}): LiveRefresh {
  let deferred = new Map<string, ChangeEvent>();
  const batcher = createChangeBatcher<ChangeEvent>({
    intervalMs: 1000 / MAX_CHANGE_MESSAGES_PER_SECOND,
    keyOf: changeKey,
    flush: (changes) => {
      if (options.gate.isHeld()) {
        for (const change of changes) deferred.set(changeKey(change), change);
      } else options.apply(invalidationsFor(changes));
    },
  });
  const stopListening = options.gate.onRelease(() => {
    const waiting = [...deferred.values()];
    deferred = new Map();
    for (const change of waiting) batcher.push(change);
  });
  return {
    receive: (changes) => {
      for (const change of changes) batcher.push(change);
    },
    missedSome: () => batcher.push({ kind: 'resync' }),
    dispose: () => {
      stopListening();
      batcher.dispose();
      deferred = new Map();
    },
  };
}
