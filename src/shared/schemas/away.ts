import { z } from 'zod';
import { AWAY_MAX_DAYS, AWAY_NOTE_MAX, timeSlot } from '../away/away-periods';
import { AWAY_MESSAGES } from '../messages/away';
import { addDays, isCivilDate } from '../schedule/week';
import { isDateInRange } from '../schedule/week-range';

const awayDay = z
  .string({ error: AWAY_MESSAGES.dateInvalid })
  .refine(isCivilDate, AWAY_MESSAGES.dateInvalid)
  .refine((d) => !isCivilDate(d) || isDateInRange(d), AWAY_MESSAGES.dateOutOfRange);

/** "HH:MM" on the 15-minute grid; empty or absent means the whole day. */
const awayTime = z
  .string({ error: AWAY_MESSAGES.timeInvalid })
  .trim()
  .refine((t) => t === '' || timeSlot(t) !== null, AWAY_MESSAGES.timeInvalid)
  .nullish()
  .transform((t) => (t ? t : null));

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
      .max(AWAY_NOTE_MAX, AWAY_MESSAGES.noteTooLong(AWAY_NOTE_MAX))
      .nullish()
      .transform((n) => (n ? n : null)),
  })
  .superRefine((p, ctx) => {
    if (p.endTime === '00:00')
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: AWAY_MESSAGES.endTimeMidnight });
    if (!isCivilDate(p.fromDate) || !isCivilDate(p.toDate)) return;
    if (p.toDate < p.fromDate)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: AWAY_MESSAGES.lastBeforeFirst });
    else if (p.toDate > addDays(p.fromDate, AWAY_MAX_DAYS - 1))
      ctx.addIssue({
        code: 'custom',
        path: ['toDate'],
        message: AWAY_MESSAGES.tooLong(AWAY_MAX_DAYS),
      });
    else if (
      p.fromDate === p.toDate &&
      p.startTime !== null &&
      p.endTime !== null &&
      p.endTime <= p.startTime
    )
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: AWAY_MESSAGES.endBeforeStart });
  });
export type AwayInput = z.input<typeof awayInputSchema>;
export type AwayValues = z.output<typeof awayInputSchema>;
