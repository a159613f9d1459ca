import { localText } from '../../../shared/i18n/local-text';
import { inArray } from 'drizzle-orm';
import {
  buildWeekDocument,
  type SeriesDetails,
  type TemplateDetails,
} from '../../../shared/exchange/week-document/build-week-document';
import { buildCalendarEvents } from '../../../shared/exchange/ical/calendar-events';
import { toICalendar } from '../../../shared/exchange/ical/ical-document';
import { weekToCsv } from '../../../shared/exchange/csv/week-csv';
import type { WeekDocument } from '../../../shared/exchange/week-document/week-document';
import type { RecurrenceRule } from '../../../shared/schedule/recurrence';
import type { WeekView } from '../../../shared/schemas/schedule';
import type { Database } from '../../db/connection';
import { djs, recurringSeries, shows } from '../../db/schema';
import type { StationClock } from '../../http/app-env';
import { openWeek } from '../schedule/weeks/weeks.service';
import { loadCalendarSource } from './calendar-source';
import { calendarTextsFor, weekCalendarName } from './calendar-words';
import type { Language } from '../../../shared/i18n/languages';

export const EXPORT_REFUSALS = {
  badDate: localText('exchange:refusal.badDate'),
} as const;

/**
 * The week as the grid draws it: one nobody has written to yet exports what its series bring,
 * as the grid shows it.
 */
function loadWeek(db: Database, weekId: string, clock: StationClock) {
  return openWeek(db, weekId, clock);
}

const seriesIdsOf = (view: WeekView) => [
  ...new Set(view.blocks.flatMap((b) => (b.recurringSeriesId ? [b.recurringSeriesId] : []))),
];

/**
 * The week as iCalendar: its shows, and each series it draws as one event with its whole rule,
 * exclusions and edited instances, so re-importing any week's file updates the same events. Its
 * name and host lines are in `language`, the language of whoever exports it.
 */
export async function exportWeekICalendar(
  db: Database,
  weekId: string,
  clock: StationClock,
  host: string,
  language: Language = 'en',
): Promise<string> {
  const texts = await calendarTextsFor(language);
  const view = await loadWeek(db, weekId, clock);
  const source = await loadCalendarSource(db, [weekId], {
    host,
    isServedWeek: () => true,
    seriesIds: seriesIdsOf(view),
    wholeSeries: true,
    edge: clock,
  });
  return toICalendar(buildCalendarEvents({ ...source, words: texts.words }, clock.timeZone), {
    timeZone: clock.timeZone,
    name: weekCalendarName(texts, weekId),
    now: clock.now(),
  });
}

export async function exportWeekCsv(db: Database, weekId: string, clock: StationClock) {
  return weekToCsv(await loadWeek(db, weekId, clock), clock.timeZone);
}

/** The JSON document of the week (weekDocumentSchema), complete enough to rebuild it. */
export async function exportWeekDocument(
  db: Database,
  weekId: string,
  clock: StationClock,
): Promise<WeekDocument> {
  const view = await loadWeek(db, weekId, clock);
  const seriesIds = seriesIdsOf(view);
  const seriesRows =
    seriesIds.length === 0
      ? []
      : await db.select().from(recurringSeries).where(inArray(recurringSeries.id, seriesIds));
  const templateIds = [
    ...new Set(
      [...view.blocks.map((b) => b.templateId), ...seriesRows.map((s) => s.showTemplateId)].filter(
        (id): id is string => id !== null,
      ),
    ),
  ];
  const showRows =
    templateIds.length === 0
      ? []
      : await db.select().from(shows).where(inArray(shows.id, templateIds));
  const djIds = [...new Set(showRows.flatMap((s) => s.djIds))];
  const djRows =
    djIds.length === 0
      ? []
      : await db.select({ id: djs.id, name: djs.name }).from(djs).where(inArray(djs.id, djIds));
  const djName = new Map(djRows.map((d) => [d.id, d.name]));

  const templates: TemplateDetails[] = showRows.map((s) => ({
    id: s.id,
    name: s.name,
    duration: s.duration,
    djNames: s.djIds.flatMap((id) => djName.get(id) ?? []),
    genres: s.genres as TemplateDetails['genres'],
    description: s.description,
    color: s.color as TemplateDetails['color'],
    imageUrl: s.imageUrl,
  }));
  const series: SeriesDetails[] = seriesRows.map((s) => ({
    id: s.id,
    showTemplateId: s.showTemplateId,
    rule: s.recurrenceRule as RecurrenceRule,
    startDate: s.startDate,
    endDate: s.endDate,
    timeIndex: s.timeIndex,
    duration: s.duration,
    isRepeat: s.isRepeat,
  }));
  return buildWeekDocument({
    exportedAt: clock.now(),
    stationTimeZone: clock.timeZone,
    week: { startDate: view.startDate, status: view.status },
    blocks: view.blocks,
    templates,
    series,
  });
}
