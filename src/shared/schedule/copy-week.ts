import { z } from 'zod';
import { keyed } from '../i18n/local-text';
import { addDays, isCivilDate, weekEndOf, weekIdOf, weekNumber, type CivilDate } from './week';

/** Copy week limits (SPEC.md §5, §9). */
export const COPY_LIMITS = { defaultWeeks: 4, maxWeeks: 52 } as const;

export const COPY_MESSAGES = {
  weeksRange: `Copy to 1 to ${COPY_LIMITS.maxWeeks} weeks`,
  untilAfterSource: 'The end date must be after the source week',
  invalidDate: 'Date input not valid.',
  sourceNotFound: 'Source week not found',
} as const;

/** Copy a show even where it is already in the target week at the same time (default: skip). */
const copyDuplicatesField = z
  .boolean(keyed('series:copy.refusalDuplicates', 'Choose whether to copy shows already there'))
  .optional();
const WEEKS_RANGE = keyed('series:copy.weeksRange', COPY_MESSAGES.weeksRange);

export const copyRequestSchema = z.discriminatedUnion('mode', [
  z.strictObject({
    mode: z.literal('weeks'),
    copyDuplicates: copyDuplicatesField,
    count: z
      .number(WEEKS_RANGE)
      .int(WEEKS_RANGE)
      .min(1, WEEKS_RANGE)
      .max(COPY_LIMITS.maxWeeks, WEEKS_RANGE),
  }),
  z.strictObject({
    mode: z.literal('until'),
    copyDuplicates: copyDuplicatesField,
    endDate: z
      .string()
      .refine(isCivilDate, keyed('series:copy.invalidDate', COPY_MESSAGES.invalidDate)),
  }),
]);
export type CopyRequest = z.infer<typeof copyRequestSchema>;

/** The "until" mode's default date: four weeks after the source week's start (SPEC.md §4). */
export function defaultUntilDate(sourceWeekId: CivilDate): CivilDate {
  return addDays(sourceWeekId, 7 * COPY_LIMITS.defaultWeeks);
}

/** The earliest date the "until" picker offers: the day after the source week ends. */
export function earliestUntilDate(sourceWeekId: CivilDate): CivilDate {
  return addDays(weekEndOf(sourceWeekId), 1);
}

/**
 * The weeks a copy writes to, starting the week after the source. "weeks" mode: the next N.
 * "until" mode: every following week that starts on or before the date, at most 52. Copying the
 * week of 2026-11-22 until 2026-12-16 gives the weeks of Nov 29, Dec 6 and Dec 13. An input the
 * rules refuse gives no weeks, so the dialog's preview is empty and Copy is disabled.
 */
export function planCopyTargets(sourceWeekId: CivilDate, request: CopyRequest): CivilDate[] {
  if (request.mode === 'weeks') {
    const parsed = copyRequestSchema.safeParse(request);
    if (!parsed.success) return [];
    return Array.from({ length: request.count }, (_, i) => addDays(sourceWeekId, 7 * (i + 1)));
  }
  if (!isCivilDate(request.endDate) || request.endDate < earliestUntilDate(sourceWeekId)) return [];
  const last = weekIdOf(request.endDate);
  const targets: CivilDate[] = [];
  for (
    let week = addDays(sourceWeekId, 7);
    week <= last && targets.length < COPY_LIMITS.maxWeeks;
    week = addDays(week, 7)
  ) {
    targets.push(week);
  }
  return targets;
}

/** A preview row: a week's Sunday with its week number (the screen writes its dates). */
export function copyPreview(targets: readonly CivilDate[]) {
  return targets.map((startDate) => ({ startDate, weekNumber: weekNumber(startDate) }));
}

/**
 * The weeks input's number. Non-numeric becomes 1 (SPEC.md §5) once the box is left (`settled`);
 * while it is typed in, an empty box is no number (NaN), refused with the range message as 0 is,
 * so Copy Schedule is never greyed by a box that says nothing, nor offers a week nobody typed.
 */
export function parseWeeksInput(text: string, settled = true): number {
  const value = Number.parseInt(text, 10);
  if (Number.isFinite(value)) return value;
  return settled ? 1 : Number.NaN;
}
