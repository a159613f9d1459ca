import { shortDateLabel } from '../schedule/week';

type Details = Record<string, unknown>;

const text = (d: Details, key: string): string | null => {
  const value = d[key];
  return typeof value === 'string' && value.trim() ? value : null;
};
const days = (d: Details) => {
  const first = text(d, 'firstDay');
  const last = text(d, 'lastDay');
  return first && last
    ? ` (${shortDateLabel(first)} – ${shortDateLabel(last)}, ${last.slice(0, 4)})`
    : '';
};
const count = (d: Details) => (typeof d.count === 'number' ? d.count : 0);

/**
 * What season changes did, after the actor's name (decision 0056). The keys of `details` are
 * those src/server/features/seasons and season-carry record.
 */
export const SEASON_PHRASES: Record<string, (d: Details) => string> = {
  'season.create': (d) => `added the season ${text(d, 'name') ?? ''}${days(d)}`,
  'season.change': (d) => {
    const before = (d.before ?? {}) as Details;
    const was = text(before, 'name');
    const name = text(d, 'name') ?? '';
    return was && was !== name
      ? `renamed the season ${was} to ${name}${days(d)}`
      : `changed the season ${name}${days(d)}`;
  },
  'season.delete': (d) => `deleted the season ${text(d, 'name') ?? ''}`.trimEnd(),
  'season.carry': (d) =>
    `carried ${count(d)} series from ${text(d, 'season') ?? 'a season'} into ${text(d, 'next') ?? 'the next season'}`,
  'season.carryUndo': (d) =>
    `took back the carry of ${count(d)} series from ${text(d, 'season') ?? 'a season'} (undo)`,
};
