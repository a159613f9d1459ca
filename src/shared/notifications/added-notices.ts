import type { CivilDate } from '../schedule/week';
import { slotLabel, zonesNote, type NoticeZones } from './change-notices';
import { weeklySlot, type NoticeWords } from './notice-words';

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

/**
 * "Jazz Hour: 8 airings, Tue 19:00–20:00, weeks of 6 Dec – 24 Jan (drafts: times may still
 * change)": a show's added airings in one line, its weekly slots in the reader's zone (the
 * station's beside them when it differs), in the order they first air.
 */
function showLine(
  showName: string,
  airings: readonly AddedAiring[],
  zones: NoticeZones,
  w: NoticeWords,
) {
  const slots = [...new Set(airings.map((a) => slotLabel(a, zones, w, weeklySlot)))];
  const weeks = [...new Set(airings.map((a) => a.weekId))].sort();
  const first = w.dayMonth(weeks[0]!);
  const span =
    weeks.length === 1
      ? w.t('mail:added.weekOf', { first })
      : w.t('mail:added.weeksOf', { first, last: w.dayMonth(weeks[weeks.length - 1]!) });
  return w.t('mail:added.showLine', {
    show: showName,
    count: airings.length,
    slots: slots.reduce((joined, next) => w.t('mail:added.and', { first: joined, next })),
    weeks: span,
  });
}

/**
 * One message for all the airings of a person's shows that one write added: a line per show,
 * never one per airing, however many weeks the write reached.
 */
export function addedNotice(
  station: string,
  airings: readonly AddedAiring[],
  zones: NoticeZones,
  w: NoticeWords,
) {
  const byShow = new Map<string, AddedAiring[]>();
  const inOrder = [...airings].sort(
    (a, b) => a.date.localeCompare(b.date) || a.timeIndex - b.timeIndex,
  );
  for (const a of inOrder) {
    const theirs = byShow.get(a.showName);
    if (theirs) theirs.push(a);
    else byShow.set(a.showName, [a]);
  }
  const count = airings.length;
  const [only] = byShow.keys();
  return {
    title:
      byShow.size === 1
        ? w.t('mail:added.titleOneShow', { show: only!, count, station })
        : w.t('mail:added.titleManyShows', { count, station }),
    lines: [
      w.t('mail:added.intro', { station, zones: zonesNote(zones, w) }),
      ...[...byShow].map(([show, theirs]) => `• ${showLine(show, theirs, zones, w)}`),
    ],
  };
}
