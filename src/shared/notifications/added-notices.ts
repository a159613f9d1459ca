import { weeklySpan } from '../fill-ins/airing-when';
import { dayMonthLabel } from '../messages/fill-ins';
import type { CivilDate } from '../schedule/week';
import { slotLabel, zonesNote, type NoticeZones } from './change-notices';

/** One airing a bulk write (a copy, an import) added to a draft week, as it is now. */
export type AddedAiring = {
  showName: string;
  /** The week it is in ("weeks of 6 Dec – 24 Jan"). */
  weekId: CivilDate;
  date: CivilDate;
  timeIndex: number;
  duration: number;
  djNames: string[];
};

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * "Jazz Hour: 8 airings, Tue 19:00–20:00, weeks of 6 Dec – 24 Jan (drafts: times may still
 * change)": a show's added airings in one line, its weekly slots in the reader's zone (the
 * station's beside them when it differs), in the order they first air.
 */
function showLine(showName: string, airings: readonly AddedAiring[], zones: NoticeZones) {
  const slots = [...new Set(airings.map((a) => slotLabel(a, zones, weeklySpan)))];
  const weeks = [...new Set(airings.map((a) => a.weekId))].sort();
  const first = dayMonthLabel(weeks[0]!);
  const span =
    weeks.length === 1
      ? `week of ${first}`
      : `weeks of ${first} – ${dayMonthLabel(weeks[weeks.length - 1]!)}`;
  return `${showName}: ${plural(airings.length, 'airing')}, ${slots.join(' and ')}, ${span} (drafts: times may still change)`;
}

/**
 * One message for all the airings of a person's shows that one write added: a line per show,
 * never one per airing, however many weeks the write reached.
 */
export function addedNotice(station: string, airings: readonly AddedAiring[], zones: NoticeZones) {
  const byShow = new Map<string, AddedAiring[]>();
  const inOrder = [...airings].sort(
    (a, b) => a.date.localeCompare(b.date) || a.timeIndex - b.timeIndex,
  );
  for (const a of inOrder) {
    const theirs = byShow.get(a.showName);
    if (theirs) theirs.push(a);
    else byShow.set(a.showName, [a]);
  }
  const count = plural(airings.length, 'new airing');
  const [only] = byShow.keys();
  return {
    title:
      byShow.size === 1
        ? `${only}: ${count} at ${station}`
        : `${count} of your shows at ${station}`,
    lines: [
      `Your shows were added to draft weeks at ${station} (${zonesNote(zones)}):`,
      ...[...byShow].map(([show, theirs]) => `• ${showLine(show, theirs, zones)}`),
    ],
  };
}
