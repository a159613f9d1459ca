import { airInterval, airtimeMinutes, clockChangeNote } from '../../schedule/clock-change';
import { isoInZone } from '../../schedule/wall-clock-instant';
import type { WeekStatus } from '../../schedule/placement';
import type { RecurrenceRule } from '../../schedule/recurrence';
import type { ScheduledBlock } from '../../schemas/schedule';
import {
  WEEK_DOCUMENT_FORMAT,
  WEEK_DOCUMENT_VERSION,
  type DocumentPlacement,
  type DocumentSeries,
  type DocumentShow,
  type WeekDocument,
} from './week-document';

/** A library show as the export needs it: its details with its DJs by name. */
export type TemplateDetails = Omit<DocumentShow, 'key'> & { id: string };

export type SeriesDetails = {
  id: string;
  showTemplateId: string | null;
  rule: RecurrenceRule;
  startDate: string;
  endDate: string | null;
  timeIndex: number;
  duration: number;
  isRepeat?: boolean;
};

export type WeekDocumentSource = {
  exportedAt: Date;
  stationTimeZone: string;
  week: { startDate: string; status: WeekStatus };
  /** The week's blocks in grid order, recurring instances included (as the week view has them). */
  blocks: ScheduledBlock[];
  /** Library shows the blocks or series refer to (missing ones were deleted from the library). */
  templates: TemplateDetails[];
  /** The series the blocks belong to. */
  series: SeriesDetails[];
};

/** The real times of a placement a clock change touches (informational; import ignores them). */
function onAirOf(weekId: string, block: ScheduledBlock, timeZone: string) {
  const note = clockChangeNote(weekId, block, timeZone);
  if (note === null) return {};
  const { start, end } = airInterval(weekId, block, timeZone);
  return {
    onAir: {
      start: isoInZone(start, timeZone),
      end: isoInZone(end, timeZone),
      minutes: airtimeMinutes(weekId, block, timeZone),
      note,
    },
  };
}

function seriesRole(block: ScheduledBlock): DocumentPlacement['seriesRole'] {
  if (!block.recurringSeriesId) return null;
  if (block.isInstance) return 'instance';
  return block.isException ? 'exception' : 'first';
}

/**
 * The JSON export of a week (weekDocumentSchema): library shows and series appear once each,
 * under keys "show-1", "series-1"... in order of first use, and placements refer to them by key;
 * a placement whose library show is gone keeps its own snapshot and a null showKey.
 */
export function buildWeekDocument(source: WeekDocumentSource): WeekDocument {
  const templates = new Map(source.templates.map((t) => [t.id, t]));
  const seriesById = new Map(source.series.map((s) => [s.id, s]));
  const shows: DocumentShow[] = [];
  const showKeys = new Map<string, string>();
  const series: DocumentSeries[] = [];
  const seriesKeys = new Map<string, string>();

  const showKey = (templateId: string | null): string | null => {
    if (!templateId) return null;
    const known = showKeys.get(templateId);
    if (known) return known;
    const template = templates.get(templateId);
    if (!template) return null;
    const key = `show-${shows.length + 1}`;
    const { id: _id, ...details } = template;
    shows.push({ key, ...details });
    showKeys.set(templateId, key);
    return key;
  };
  const seriesKey = (seriesId: string | null): string | null => {
    if (!seriesId) return null;
    const known = seriesKeys.get(seriesId);
    if (known) return known;
    const found = seriesById.get(seriesId);
    if (!found) return null;
    const key = `series-${series.length + 1}`;
    seriesKeys.set(seriesId, key);
    series.push({
      key,
      showKey: showKey(found.showTemplateId),
      rule: found.rule,
      startDate: found.startDate,
      endDate: found.endDate,
      timeIndex: found.timeIndex,
      duration: found.duration,
      ...(found.isRepeat && { isRepeat: true }),
    });
    return key;
  };

  const placements: DocumentPlacement[] = source.blocks.map((block) => {
    const key = seriesKey(block.recurringSeriesId);
    return {
      showKey: showKey(block.templateId),
      showName: block.showName,
      showDescription: block.showDescription,
      showGenres: block.showGenres as DocumentPlacement['showGenres'],
      showColor: block.showColor as DocumentPlacement['showColor'],
      showImageUrl: block.showImageUrl,
      djNames: block.djNames,
      dayIndex: block.dayIndex,
      timeIndex: block.timeIndex,
      duration: block.duration,
      seriesKey: key,
      seriesRole: key ? seriesRole(block) : null,
      originalInstanceDate: key ? block.originalInstanceDate : null,
      ...(block.isRepeat && { isRepeat: true }),
      ...onAirOf(source.week.startDate, block, source.stationTimeZone),
    };
  });

  return {
    format: WEEK_DOCUMENT_FORMAT,
    version: WEEK_DOCUMENT_VERSION,
    exportedAt: source.exportedAt.toISOString(),
    stationTimeZone: source.stationTimeZone,
    week: { startDate: source.week.startDate, status: source.week.status },
    shows,
    series,
    placements,
  };
}
