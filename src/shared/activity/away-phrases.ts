import { awayRangeLabel } from '../away/away-periods';

type Details = Record<string, unknown>;

const text = (d: Details, key: string): string | null => {
  const value = d[key];
  return typeof value === 'string' && value.trim() ? value : null;
};
/** " (Tue, Jan 12 – Fri, Jan 15, 2027)" from an entry's dates, when it has them. */
const when = (d: Details) => {
  const fromDate = text(d, 'fromDate');
  const toDate = text(d, 'toDate');
  if (!fromDate || !toDate) return '';
  return ` (${awayRangeLabel({ fromDate, toDate, startTime: text(d, 'startTime'), endTime: text(d, 'endTime') })})`;
};
const of = (d: Details) => text(d, 'name') ?? 'a DJ';

/**
 * What away-date changes did, after the actor's name (decision 0065). The keys of `details` are
 * those src/server/features/away records.
 */
export const AWAY_PHRASES: Record<string, (d: Details) => string> = {
  'away.create': (d) => `added away dates for ${of(d)}${when(d)}`,
  'away.update': (d) => `changed away dates of ${of(d)}${when(d)}`,
  'away.delete': (d) => `deleted away dates of ${of(d)}${when(d)}`,
};
