import { stringify } from 'csv-stringify/sync';
import { SLOTS_PER_DAY } from '../../constants/limits';
import { airtimeMinutes, clockChangeNote } from '../../schedule/clock-change';
import { slotTime } from '../../schedule/slots';
import { DAY_NAMES, dayDate } from '../../schedule/week';
import type { ScheduledBlock, WeekView } from '../../schemas/schedule';

export const CSV_COLUMNS = [
  'Day',
  'Date',
  'Start',
  'End',
  'Duration (hours)',
  'Show',
  'DJs',
  'Genres',
  'Recurring',
  'Week status',
  // Beyond the grid: what a clock change does to the row (docs/decisions/0038), else empty.
  'Clock change',
] as const;

const STATUS_LABELS = { 'not-started': 'Not Started', draft: 'Draft', finalized: 'Finalized' };

/** "Yes" for a series' show or instance, "Exception" for an edited instance, "No" otherwise. */
function recurringLabel(block: ScheduledBlock): string {
  if (block.isException) return 'Exception';
  return block.recurringSeriesId ? 'Yes' : 'No';
}

/** A block's end on the wall clock; one ending at midnight ends at "24:00" of its start day. */
function endLabel(block: ScheduledBlock): string {
  const end = block.timeIndex + block.duration;
  return end <= SLOTS_PER_DAY ? slotTime(end) : `${slotTime(end % SLOTS_PER_DAY)} (+1 day)`;
}

/**
 * The week as CSV (RFC 4180: CRLF rows, quoted where needed), one row per block in grid order.
 * Start and End are the grid's wall-clock times in the station zone; Duration is real airtime,
 * which differs on a clock-change day, and Clock change says why. Cells a spreadsheet would run
 * as a formula (= + - @ at the start) are prefixed with an apostrophe, so a show named
 * "=HYPERLINK(...)" stays text.
 */
export function weekToCsv(
  week: Pick<WeekView, 'startDate' | 'status' | 'blocks'>,
  timeZone: string,
): string {
  const rows = week.blocks.map((block) => [
    DAY_NAMES[block.dayIndex] ?? '',
    dayDate(week.startDate, block.dayIndex),
    slotTime(block.timeIndex),
    endLabel(block),
    String(airtimeMinutes(week.startDate, block, timeZone) / 60),
    block.showName,
    block.djNames.join(', '),
    block.showGenres.join(', '),
    recurringLabel(block),
    STATUS_LABELS[week.status],
    clockChangeNote(week.startDate, block, timeZone) ?? '',
  ]);
  return stringify([[...CSV_COLUMNS], ...rows], {
    record_delimiter: 'windows',
    escape_formulas: true,
  });
}
