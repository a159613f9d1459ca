import type { CalendarWords } from '../../../shared/exchange/ical/calendar-event';
import { buildCalendarEvents } from '../../../shared/exchange/ical/calendar-events';
import { toICalendar } from '../../../shared/exchange/ical/ical-document';
import type { Database } from '../../db/connection';
import { readRevisions } from '../../db/revisions';
import type { StationClock } from '../../http/app-env';
import { keptPerRevision } from '../../lib/kept-per-revision';
import { loadCalendarSource } from './calendar-source';

/**
 * How many calendar documents are kept per database. A station-wide feed with drafts is about a
 * megabyte at its largest (31 weeks of a full grid), so memory stays bounded whatever a stranger
 * asks for; a show's or a host's calendar is far smaller.
 */
const MAX_KEPT_CALENDARS = 16;
const HOUR_MS = 60 * 60 * 1000;

const keptByDatabase = new WeakMap<object, ReturnType<typeof keptPerRevision<string>>>();

/**
 * A calendar document (a private feed or a public calendar) as of the schedule's revision: made
 * once per revision and key, then answered from memory until a schedule table changes
 * (docs/decisions/0040). `key` names everything else the document depends on: its scope, the
 * weeks it serves, the zone, the names it carries. Derived data only (DESIGN.md D11).
 */
export async function keptCalendar(
  db: Database,
  key: string,
  make: () => Promise<string>,
): Promise<string> {
  const revisions = await readRevisions(db);
  if (!revisions) return make();
  let kept = keptByDatabase.get(db);
  if (!kept) {
    kept = keptPerRevision<string>(MAX_KEPT_CALENDARS);
    keptByDatabase.set(db, kept);
  }
  return kept.get(key, revisions.schedule, make);
}

/**
 * DTSTAMP of a calendar document, when it was made, kept to the hour: a document made again for
 * an unchanged schedule (after the store let it go) reads the same, so its ETag still matches.
 */
export const calendarStamp = (clock: StationClock) =>
  new Date(Math.floor(clock.now().getTime() / HOUR_MS) * HOUR_MS);

/**
 * The iCalendar document of the weeks a feed or a public calendar serves: their shows, and each
 * series written over those weeks only. `onlyTemplates` keeps the shows of those library shows;
 * an empty set (an owner who hosts nothing) gives an empty calendar without reading the weeks,
 * unless `fillInHosts` (whose calendar it is) may have taken a fill-in (calendar-source.ts).
 */
export async function servedWeeksCalendar(
  db: Database,
  clock: StationClock,
  weekIds: string[],
  options: {
    host: string;
    name: string;
    onlyTemplates?: ReadonlySet<string>;
    fillInHosts?: ReadonlySet<string>;
    /** How events name their hosts, in the calendar's reader's language; English if unset. */
    words?: CalendarWords;
  },
): Promise<string> {
  const { host, name, onlyTemplates, fillInHosts, words } = options;
  const served = new Set(weekIds);
  const nothing = onlyTemplates?.size === 0 && !fillInHosts?.size;
  const source = await loadCalendarSource(db, nothing ? [] : weekIds, {
    host,
    isServedWeek: (weekId) => served.has(weekId),
    ...(onlyTemplates && { onlyTemplates }),
    ...(fillInHosts && { fillInHosts }),
    edge: clock,
  });
  return toICalendar(buildCalendarEvents(words ? { ...source, words } : source, clock.timeZone), {
    timeZone: clock.timeZone,
    name,
    now: calendarStamp(clock),
  });
}
