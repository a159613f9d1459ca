import { fillInDateLabel } from '../messages/fill-ins';
import { hostKey } from '../schedule/dj-clash';
import { clockTime } from '../schedule/slots';
import type { CivilDate } from '../schedule/week';

const SLOT_MINUTES = 15;

/** One airing of a finalized week as its hosts were told of it. */
export type SnapAiring = {
  key: string;
  showName: string;
  date: CivilDate;
  timeIndex: number;
  duration: number;
  djNames: string[];
};

export type HostChange =
  | { kind: 'moved' | 'resized'; before: SnapAiring; after: SnapAiring }
  | { kind: 'removed' | 'handedOver'; before: SnapAiring }
  | { kind: 'added'; after: SnapAiring };

const hostsOf = (a: SnapAiring) => new Set(a.djNames.map(hostKey));

/**
 * What changed for each host (by host key) between the airings they were told of and the airings
 * as they are: moved, resized, removed, handed over (the airing stays, they are no longer on it)
 * or added (placed, or handed to them). Any number of writes between the two are one difference.
 */
export function changesByHost(
  before: readonly SnapAiring[],
  after: readonly SnapAiring[],
): Map<string, HostChange[]> {
  const changes = new Map<string, HostChange[]>();
  const add = (host: string, change: HostChange) =>
    changes.set(host, [...(changes.get(host) ?? []), change]);
  const now = new Map(after.map((a) => [a.key, a]));
  const was = new Map(before.map((a) => [a.key, a]));
  for (const old of before) {
    const current = now.get(old.key);
    const stillHosts = current ? hostsOf(current) : new Set<string>();
    for (const host of hostsOf(old)) {
      if (!current) add(host, { kind: 'removed', before: old });
      else if (!stillHosts.has(host)) add(host, { kind: 'handedOver', before: old });
      else if (current.date !== old.date || current.timeIndex !== old.timeIndex)
        add(host, { kind: 'moved', before: old, after: current });
      else if (current.duration !== old.duration)
        add(host, { kind: 'resized', before: old, after: current });
    }
  }
  for (const current of after) {
    const old = was.get(current.key);
    const hadHosts = old ? hostsOf(old) : new Set<string>();
    for (const host of hostsOf(current))
      if (!hadHosts.has(host)) add(host, { kind: 'added', after: current });
  }
  return changes;
}

/** "Tue 27 Oct, 09:00–10:00" in the station's wall clock. */
export function slotLabel(a: SnapAiring): string {
  const from = a.timeIndex * SLOT_MINUTES;
  const to = (a.timeIndex + a.duration) * SLOT_MINUTES;
  return `${fillInDateLabel(a.date)}, ${clockTime(from % 1440)}–${clockTime(to % 1440)}`;
}

export function changeLine(change: HostChange): string {
  switch (change.kind) {
    case 'moved':
      return `${change.before.showName} (${slotLabel(change.before)}) moved to ${slotLabel(change.after)}`;
    case 'resized':
      return `${change.before.showName} (${slotLabel(change.before)}) now runs ${slotLabel(change.after)}`;
    case 'removed':
      return `${change.before.showName} (${slotLabel(change.before)}) was removed from the schedule`;
    case 'handedOver':
      return `${change.before.showName} (${slotLabel(change.before)}) is now hosted by someone else`;
    case 'added':
      return `${change.after.showName} (${slotLabel(change.after)}) is now yours`;
  }
}

/** One message for all of a person's changes: a summary, never one message per row. */
export function changeNotice(station: string, changes: readonly HostChange[]) {
  const count = changes.length;
  return {
    title:
      count === 1
        ? `Your show changed: ${changeLine(changes[0]!)}`
        : `${count} changes to your shows at ${station}`,
    lines: [
      `Your shows in finalized weeks at ${station} changed (times are the station's):`,
      ...changes.map((c) => `• ${changeLine(c)}`),
    ],
  };
}
