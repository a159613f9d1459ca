import { awayRange, type ActivityKey, type ActivityWords } from './activity-words';

type Details = Record<string, unknown>;

const text = (d: Details, key: string): string | null => {
  const value = d[key];
  return typeof value === 'string' && value.trim() ? value : null;
};
/** " (Tue, Jan 12 – Fri, Jan 15, 2027)" from an entry's dates, when it has them. */
const when = (d: Details, { language }: ActivityWords) => {
  const fromDate = text(d, 'fromDate');
  const toDate = text(d, 'toDate');
  if (!fromDate || !toDate) return '';
  const range = awayRange(language, {
    fromDate,
    toDate,
    startTime: text(d, 'startTime'),
    endTime: text(d, 'endTime'),
  });
  return ` (${range})`;
};
const say = (key: ActivityKey) => (d: Details, words: ActivityWords) =>
  words.t(key, { name: text(d, 'name') ?? words.t('activity:away.aDj'), when: when(d, words) });

/**
 * What away-date changes did, after the actor's name (decision 0065). The keys of `details` are
 * those src/server/features/away records.
 */
export const AWAY_PHRASES: Record<string, (d: Details, words: ActivityWords) => string> = {
  'away.create': say('activity:away.create'),
  'away.update': say('activity:away.update'),
  'away.delete': say('activity:away.delete'),
};
