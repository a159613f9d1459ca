import type { DocumentPlacement, WeekDocument } from './week-document';

type Snapshot = Pick<
  DocumentPlacement,
  | 'showKey'
  | 'showName'
  | 'showDescription'
  | 'showGenres'
  | 'showColor'
  | 'showImageUrl'
  | 'djNames'
>;

const morning: Snapshot = {
  showKey: 'show-1',
  showName: 'Morning Show',
  showDescription: 'News, weather and the first coffee.',
  showGenres: ['Talk', 'Pop'],
  showColor: '#f59e0b',
  showImageUrl: null,
  djNames: ['Ada Lovelace'],
};
const jazz: Snapshot = {
  showKey: 'show-2',
  showName: 'Jazz Hour',
  showDescription: null,
  showGenres: ['Jazz'],
  showColor: '#7c3aed',
  showImageUrl: null,
  djNames: ['Miles Player'],
};
const talk: Snapshot = {
  showKey: 'show-3',
  showName: 'Late Night Talk',
  showDescription: 'Calls after dark.',
  showGenres: ['Talk'],
  showColor: '#06b6d4',
  showImageUrl: null,
  djNames: [],
};
const mix: Snapshot = {
  showKey: 'show-4',
  showName: 'Weekend Mix',
  showDescription: null,
  showGenres: ['House', 'Dance'],
  showColor: '#ec4899',
  showImageUrl: null,
  djNames: ['DJ Nova', 'Ada Lovelace'],
};

const placed = (
  show: Snapshot,
  dayIndex: number,
  timeIndex: number,
  duration: number,
  series: Pick<DocumentPlacement, 'seriesKey' | 'seriesRole' | 'originalInstanceDate'> = {
    seriesKey: null,
    seriesRole: null,
    originalInstanceDate: null,
  },
): DocumentPlacement => ({ ...show, dayIndex, timeIndex, duration, ...series });

const inSeries = (
  seriesKey: string,
  seriesRole: 'first' | 'instance' | 'exception',
  originalInstanceDate: string,
) => ({ seriesKey, seriesRole, originalInstanceDate });

/**
 * A realistic week export (the week of 2026-11-22) as the JSON export writes it: a Mon/Wed/Fri
 * series with an edited Friday, a daily series with a removed Thursday, an instance of a series
 * that began weeks earlier, and a plain show. Unit, API and browser tests import it.
 */
export function sampleWeekDocument(): WeekDocument {
  const show = (s: Snapshot, duration: number) => ({
    key: s.showKey!,
    name: s.showName,
    duration,
    djNames: s.djNames,
    genres: s.showGenres,
    description: s.showDescription,
    color: s.showColor,
    imageUrl: s.showImageUrl,
  });
  return {
    format: 'radio-station-week',
    version: 1,
    exportedAt: '2026-11-20T10:15:00.000Z',
    stationTimeZone: 'Europe/London',
    week: { startDate: '2026-11-22', status: 'draft' },
    shows: [show(morning, 2), show(jazz, 1), show(talk, 2), show(mix, 3)],
    series: [
      {
        key: 'series-1',
        showKey: 'show-1',
        rule: {
          frequency: 'weekly',
          interval: 1,
          byWeekday: [1, 3, 5],
          endType: 'count',
          count: 12,
        },
        startDate: '2026-11-23',
        endDate: null,
        timeIndex: 28,
        duration: 8,
      },
      {
        key: 'series-2',
        showKey: 'show-2',
        rule: { frequency: 'daily', interval: 1, endType: 'count', count: 5 },
        startDate: '2026-11-24',
        endDate: null,
        timeIndex: 80,
        duration: 4,
      },
      {
        key: 'series-3',
        showKey: 'show-3',
        rule: {
          frequency: 'weekly',
          interval: 1,
          byWeekday: [0],
          endType: 'date',
          endDate: '2027-03-28',
        },
        startDate: '2026-11-01',
        endDate: '2027-03-28',
        timeIndex: 88,
        duration: 8,
      },
    ],
    placements: [
      placed(talk, 0, 88, 8, inSeries('series-3', 'instance', '2026-11-22')),
      placed(morning, 1, 28, 8, inSeries('series-1', 'first', '2026-11-23')),
      placed(jazz, 2, 80, 4, inSeries('series-2', 'first', '2026-11-24')),
      placed(morning, 3, 28, 8, inSeries('series-1', 'instance', '2026-11-25')),
      placed(jazz, 3, 80, 4, inSeries('series-2', 'instance', '2026-11-25')),
      // Thursday's Jazz Hour was removed from its series; Friday's Morning Show starts later.
      placed(
        { ...morning, showName: 'Morning Show Special' },
        5,
        32,
        8,
        inSeries('series-1', 'exception', '2026-11-27'),
      ),
      placed(jazz, 5, 80, 4, inSeries('series-2', 'instance', '2026-11-27')),
      placed(jazz, 6, 80, 4, inSeries('series-2', 'instance', '2026-11-28')),
      placed(mix, 6, 56, 12),
    ],
  };
}
