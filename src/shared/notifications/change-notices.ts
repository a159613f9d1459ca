import { SLOT_MINUTES, SLOTS_PER_DAY } from '../constants/limits';
import { hostKey } from '../schedule/dj-clash';
import { wallClockInstant } from '../schedule/wall-clock-instant';
import { addDays, type CivilDate } from '../schedule/week';
import { datedSpan, type NoticeWords } from './notice-words';

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

/** Whose zone a notice's times are read in: its reader's, and the station's beside it. */
export type NoticeZones = { reader: string; station: string };

/**
 * "Tue 1 Dec, 05:00–06:00 / Tue 1 Dec, 10:00–11:00 station time": the airing's real instants
 * (its station wall-clock times, right across a clock change) in the reader's zone, with the
 * station's when the two differ. `span` says them (e.g. without the date: `weeklySpan`).
 */
export function slotLabel(
  a: Pick<SnapAiring, 'date' | 'timeIndex' | 'duration'>,
  zones: NoticeZones,
  w: NoticeWords,
  span: (w: NoticeWords, startsAt: Date, endsAt: Date, timeZone: string) => string = datedSpan,
): string {
  const end = a.timeIndex + a.duration;
  const startsAt = wallClockInstant(a.date, a.timeIndex * SLOT_MINUTES, zones.station);
  const endsAt = wallClockInstant(
    addDays(a.date, Math.floor(end / SLOTS_PER_DAY)),
    (end % SLOTS_PER_DAY) * SLOT_MINUTES,
    zones.station,
  );
  const theirs = span(w, startsAt, endsAt, zones.reader);
  if (zones.reader === zones.station) return theirs;
  return w.t('mail:slot.withStation', {
    theirs,
    span: span(w, startsAt, endsAt, zones.station),
  });
}

export function changeLine(change: HostChange, zones: NoticeZones, w: NoticeWords): string {
  const slot = (a: SnapAiring) => slotLabel(a, zones, w);
  switch (change.kind) {
    case 'moved':
    case 'resized':
      return w.t(change.kind === 'moved' ? 'mail:change.moved' : 'mail:change.resized', {
        show: change.before.showName,
        before: slot(change.before),
        after: slot(change.after),
      });
    case 'removed':
    case 'handedOver':
      return w.t(change.kind === 'removed' ? 'mail:change.removed' : 'mail:change.handedOver', {
        show: change.before.showName,
        before: slot(change.before),
      });
    case 'added':
      return w.t('mail:change.added', { show: change.after.showName, after: slot(change.after) });
  }
}

/** "times in Europe/London", and the station's zone beside the reader's when they differ. */
export const zonesNote = (zones: NoticeZones, w: NoticeWords) =>
  zones.reader === zones.station
    ? w.t('mail:zones.one', { reader: zones.reader })
    : w.t('mail:zones.two', { reader: zones.reader, station: zones.station });

/** One message for all of a person's changes: a summary, never one message per row. */
export function changeNotice(
  station: string,
  changes: readonly HostChange[],
  zones: NoticeZones,
  w: NoticeWords,
) {
  const count = changes.length;
  return {
    title:
      count === 1
        ? w.t('mail:change.titleOne', { change: changeLine(changes[0]!, zones, w) })
        : w.t('mail:change.titleMany', { count: String(count), station }),
    lines: [
      w.t('mail:change.intro', { station, zones: zonesNote(zones, w) }),
      ...changes.map((c) => `• ${changeLine(c, zones, w)}`),
    ],
  };
}
