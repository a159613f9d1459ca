import { z } from 'zod';
import { AWAY_MAX_DAYS, AWAY_NOTE_MAX, timeSlot } from '../away/away-periods';
import { keyed, localText, type LocalText } from '../i18n/local-text';
import { addDays, isCivilDate } from '../schedule/week';
import { isDateInRange } from '../schedule/week-range';

/*
 * The checks are `keyed` (decision 0074, "Refusals and e-mails"): the browser's form says each
 * by its key in the reader's language, the server in the request's.
 */
const DATE_INVALID = keyed('away:check.dateInvalid', 'Please enter a valid date');
const TIME_INVALID = keyed(
  'away:check.timeInvalid',
  'Choose a time in 15-minute steps, e.g. 09:15',
);

const awayDay = z
  .string(DATE_INVALID)
  .refine(isCivilDate, DATE_INVALID)
  .refine(
    (d) => !isCivilDate(d) || isDateInRange(d),
    keyed('away:check.dateOutOfRange', 'Choose a date from 1970 to 2199'),
  );

/** "HH:MM" on the 15-minute grid; empty or absent means the whole day. */
const awayTime = z
  .string(TIME_INVALID)
  .trim()
  .refine((t) => t === '' || timeSlot(t) !== null, TIME_INVALID)
  .nullish()
  .transform((t) => (t ? t : null));

/** A check of the whole period, at one field, with its key. */
const issue = (path: string, message: string, text: LocalText) => ({
  code: 'custom' as const,
  path: [path],
  message,
  params: { text },
});

/**
 * POST /api/djs/:djId/away-periods and PUT …/:id: away dates as a member or a manager writes
 * them. The last day is on or after the first, at most AWAY_MAX_DAYS days; on one day the end
 * time is after the start time; an end time of 00:00 would be no time of the last day at all.
 */
export const awayInputSchema = z
  .strictObject({
    fromDate: awayDay,
    toDate: awayDay,
    startTime: awayTime,
    endTime: awayTime,
    note: z
      .string()
      .trim()
      .max(
        AWAY_NOTE_MAX,
        keyed('away:check.noteTooLong', `The note must be at most ${AWAY_NOTE_MAX} characters`, {
          max: AWAY_NOTE_MAX,
        }),
      )
      .nullish()
      .transform((n) => (n ? n : null)),
  })
  .superRefine((p, ctx) => {
    if (p.endTime === '00:00')
      ctx.addIssue(
        issue(
          'endTime',
          'Leave the end time empty to be away the whole last day',
          localText('away:check.endTimeMidnight'),
        ),
      );
    if (!isCivilDate(p.fromDate) || !isCivilDate(p.toDate)) return;
    if (p.toDate < p.fromDate)
      ctx.addIssue(
        issue(
          'toDate',
          'The last day must be on or after the first day',
          localText('away:check.lastBeforeFirst'),
        ),
      );
    else if (p.toDate > addDays(p.fromDate, AWAY_MAX_DAYS - 1))
      ctx.addIssue(
        issue(
          'toDate',
          `Away dates cover at most ${AWAY_MAX_DAYS} days`,
          localText('away:check.tooLong', { maxDays: AWAY_MAX_DAYS }),
        ),
      );
    else if (
      p.fromDate === p.toDate &&
      p.startTime !== null &&
      p.endTime !== null &&
      p.endTime <= p.startTime
    )
      ctx.addIssue(
        issue(
          'endTime',
          'The end time must be after the start time',
          localText('away:check.endBeforeStart'),
        ),
      );
  });
export type AwayInput = z.input<typeof awayInputSchema>;
export type AwayValues = z.output<typeof awayInputSchema>;
