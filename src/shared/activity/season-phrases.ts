import { dayRange, type ActivityWords } from './activity-words';

type Details = Record<string, unknown>;

const text = (d: Details, key: string): string | null => {
  const value = d[key];
  return typeof value === 'string' && value.trim() ? value : null;
};
/** " (Nov 1 – Dec 5, 2026)": the season's days, when the entry has them. */
const days = (d: Details, { language }: ActivityWords) => {
  const first = text(d, 'firstDay');
  const last = text(d, 'lastDay');
  return first && last ? ` (${dayRange(language, first, last)})` : '';
};
const count = (d: Details) => (typeof d.count === 'number' ? d.count : 0);
const season = (d: Details, { t }: ActivityWords) =>
  text(d, 'season') ?? t('activity:season.aSeason');

/**
 * What season changes did, after the actor's name (decision 0056). The keys of `details` are
 * those src/server/features/seasons and season-carry record.
 */
export const SEASON_PHRASES: Record<string, (d: Details, words: ActivityWords) => string> = {
  'season.create': (d, w) =>
    w.t('activity:season.create', { name: text(d, 'name') ?? '', days: days(d, w) }),
  'season.change': (d, w) => {
    const was = text((d.before ?? {}) as Details, 'name');
    const name = text(d, 'name') ?? '';
    return was && was !== name
      ? w.t('activity:season.rename', { was, name, days: days(d, w) })
      : w.t('activity:season.change', { name, days: days(d, w) });
  },
  'season.delete': (d, w) => {
    const name = text(d, 'name');
    return name
      ? w.t('activity:season.delete', { name })
      : w.t('activity:season.delete', { name: '' }).replace(/ {2,}/g, ' ').trimEnd();
  },
  'season.carry': (d, w) =>
    w.t('activity:season.carry', {
      count: count(d),
      season: season(d, w),
      next: text(d, 'next') ?? w.t('activity:season.nextSeason'),
    }),
  'season.carryUndo': (d, w) =>
    w.t('activity:season.carryUndo', { count: count(d), season: season(d, w) }),
};
