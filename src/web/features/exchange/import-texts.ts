import type { ImportResult } from '../../../server/features/schedule/import/import.service';
import type {
  ImportPlan,
  PlannedPlacement,
} from '../../../shared/exchange/import-plan/import-plan';
import { timeRangeLabel, type Clock } from '../../../shared/schedule/slots';
import { DAY_NAMES } from '../../../shared/schedule/week';

/** The Import dialog's words. */
export const IMPORT_TEXTS = {
  title: 'Import Schedule',
  description: 'Place the shows of a week export (.json) or a calendar file (.ics) in this week.',
  fileLabel: 'File to import',
  fileHint: 'A week exported from this app (.json) or a calendar file (.ics), at most 2 MB.',
  reading: 'Reading the file...',
  confirm: 'Import',
  importing: 'Importing...',
  cancel: 'Cancel',
  failed: 'Import failed',
  nothingToPlace: 'Nothing in this file can be placed in this week.',
} as const;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "Import 9 shows": the confirm button says what it will do. */
export function confirmLabel(plan: ImportPlan): string {
  return `Import ${plural(plan.placements.length, 'show')}`;
}

/** "Monday 07:00 - 09:00". */
export function slotLabel(
  p: { dayIndex: number; timeIndex: number; duration: number },
  clock: Clock = '24h',
): string {
  return `${DAY_NAMES[p.dayIndex] ?? ''} ${timeRangeLabel(p.timeIndex, p.duration, clock)}`;
}

/** How a placement relates to a recurring series, in words; empty for a single show. */
export function seriesNote(p: PlannedPlacement): string {
  if (!p.series) return '';
  if (p.series.role === 'first') return 'first show of a recurring series';
  if (p.series.role === 'exception') return 'edited instance of a recurring series';
  return 'recurring instance';
}

export function seriesSummary(plan: ImportPlan): string | null {
  if (plan.series.length === 0) return null;
  const removed = plan.removals.length;
  return `${plural(plan.series.length, 'recurring series', 'recurring series')} will be recreated from this week on${
    removed ? `, with ${plural(removed, 'instance')} removed as in the file` : ''
  }.`;
}

export function importSuccess(result: ImportResult): { title: string; message: string } {
  const parts = [`${plural(result.placed, 'show')} placed`];
  if (result.createdShows) parts.push(`${plural(result.createdShows, 'library show')} created`);
  if (result.series)
    parts.push(`${plural(result.series, 'recurring series', 'recurring series')} recreated`);
  return { title: 'Schedule imported', message: `${parts.join(', ')}.` };
}
