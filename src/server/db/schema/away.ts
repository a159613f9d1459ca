import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { djs } from './library';

/**
 * Away dates of DJ entries (issue 33, decision 0065): from a day to a day, inclusive, from an
 * optional slot of the first day until an optional slot of the last (station wall clock, 15-minute
 * slots; null is the whole day). Triggers in the migration move the schedule revision and mark
 * the weeks' figures stale, as writes to placements do: a week's "host away" flags depend on them.
 */
export const djAwayPeriods = pgTable(
  'dj_away_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    djId: uuid('dj_id')
      .notNull()
      .references(() => djs.id, { onDelete: 'cascade' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    /** Away from this slot of the first day (0-95); null: from its midnight. */
    startSlot: smallint('start_slot'),
    /** Away until this slot of the last day (1-95); null: until its end. */
    endSlot: smallint('end_slot'),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'dj_away_periods_days',
      sql`${t.toDate} >= ${t.fromDate} and ${t.toDate} - ${t.fromDate} < 366`,
    ),
    check(
      'dj_away_periods_start_slot',
      sql`${t.startSlot} is null or ${t.startSlot} between 0 and 95`,
    ),
    check('dj_away_periods_end_slot', sql`${t.endSlot} is null or ${t.endSlot} between 1 and 95`),
    check(
      'dj_away_periods_one_day_order',
      sql`${t.fromDate} < ${t.toDate} or ${t.startSlot} is null or ${t.endSlot} is null or ${t.endSlot} > ${t.startSlot}`,
    ),
    check('dj_away_periods_note_length', sql`${t.note} is null or char_length(${t.note}) <= 500`),
    index('dj_away_periods_dj_idx').on(t.djId, t.fromDate),
    // A week read asks for the periods reaching its days: those not over before it.
    index('dj_away_periods_to_date_idx').on(t.toDate, t.fromDate),
  ],
);
