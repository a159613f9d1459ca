import { localText, type LocalText } from '../../shared/i18n/local-text';
import { pgErrorOf } from '../db/database-error';
import { HttpError } from './errors';

export const CONFLICT_MESSAGES = {
  changedMeanwhile: localText('errors:conflict.changedMeanwhile'),
  alreadyExists: localText('errors:conflict.alreadyExists'),
  stillUsed: localText('errors:conflict.stillUsed'),
  gone: localText('errors:conflict.gone'),
  invalid: localText('errors:conflict.invalid'),
};

/**
 * A missing row that another row was about to reference, named by the foreign key's column
 * (drizzle names keys table_column_othertable_othercolumn_fk), in the words the spec uses.
 */
function goneMessage(constraint = ''): LocalText {
  if (constraint.includes('show_template_id')) return localText('errors:show.notFound');
  if (constraint.includes('weekly_schedule_id')) return localText('errors:schedule.weekNotFound');
  if (constraint.includes('recurring_series_id')) return localText('errors:series.notInSeries');
  return CONFLICT_MESSAGES.gone;
}

/**
 * The refusal a constraint or concurrency error from the database stands for, or null for any
 * other error. Services check what they can first; these are the races that slip between a check
 * and a write (a show template deleted while it is being placed, two people creating the same
 * row, two transactions locking in opposite orders), so they are the caller's conflict, never a
 * server fault:
 * - 23503 foreign key: the row referenced is gone (404), or a row still referenced (409);
 * - 23505 unique, 40001 serialization failure, 40P01 deadlock: a concurrent change (409), to
 *   be retried by the person, who sees the week reloaded;
 * - 23514 check, 22xxx data exceptions (a date or number out of the column's range): a value
 *   that cannot be stored (422).
 */
export function databaseConflict(error: unknown): HttpError | null {
  const pg = pgErrorOf(error);
  if (!pg) return null;
  if (pg.code === '23503') {
    if (pg.detail?.includes('still referenced'))
      return new HttpError(409, 'conflict', CONFLICT_MESSAGES.stillUsed);
    return new HttpError(404, 'not_found', goneMessage(pg.constraint));
  }
  if (pg.code === '23505') return new HttpError(409, 'conflict', CONFLICT_MESSAGES.alreadyExists);
  if (pg.code === '40001' || pg.code === '40P01')
    return new HttpError(409, 'conflict', CONFLICT_MESSAGES.changedMeanwhile);
  if (pg.code === '23514' || pg.code.startsWith('22'))
    return new HttpError(422, 'validation_failed', CONFLICT_MESSAGES.invalid);
  return null;
}
