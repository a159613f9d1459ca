import { describe, expect, it } from 'vitest';
import { buildWeekDocument, type WeekDocumentSource } from './build-week-document';
import { weekDocumentSchema } from './week-document';
import { block } from './scheduled-block.fixture';

const SERIES = 'aaaaaaaa-0000-4000-8000-000000000001';
const TEMPLATE = 'cccccccc-0000-4000-8000-000000000001';

const source: WeekDocumentSource = {
  exportedAt: new Date('2026-11-22T12:00:00Z'),
  stationTimeZone: 'Europe/London',
  week: { startDate: '2026-11-22', status: 'finalized' },
  templates: [
    {
      id: TEMPLATE,
      name: 'Morning Drive',
      duration: 1.5,
      djNames: ['Ann', 'Bo'],
      genres: ['Pop', 'Talk'],
      description: 'Wake up',
      color: '#3b82f6',
      imageUrl: null,
    },
  ],
  series: [
    {
      id: SERIES,
      showTemplateId: TEMPLATE,
      rule: { frequency: 'weekly', interval: 1, byWeekday: [2, 4], endType: 'count', count: 6 },
      startDate: '2026-11-17',
      endDate: null,
      timeIndex: 40,
      duration: 6,
    },
  ],
  blocks: [
    block({ id: 'one-off', templateId: null, showName: 'Special' }),
    block({
      id: `${SERIES}:2026-11-24`,
      templateId: TEMPLATE,
      recurringSeriesId: SERIES,
      isInstance: true,
      originalInstanceDate: '2026-11-24',
    }),
    block({
      id: 'exception',
      templateId: TEMPLATE,
      dayIndex: 4,
      timeIndex: 48,
      recurringSeriesId: SERIES,
      isException: true,
      originalInstanceDate: '2026-11-26',
    }),
    block({ id: 'gone', templateId: 'dddddddd-0000-4000-8000-000000000009', dayIndex: 6 }),
  ],
};

describe('buildWeekDocument', () => {
  it('validates against the week document schema', () => {
    const document = buildWeekDocument(source);
    expect(weekDocumentSchema.safeParse(document).success).toBe(true);
    // What an import reads back is what was written: a JSON round trip changes nothing.
    expect(weekDocumentSchema.parse(JSON.parse(JSON.stringify(document)))).toEqual(document);
  });

  it('refers to each library show and series once, by key', () => {
    const document = buildWeekDocument(source);
    expect(document.shows).toEqual([
      expect.objectContaining({ key: 'show-1', name: 'Morning Drive', duration: 1.5 }),
    ]);
    expect(document.series).toEqual([
      expect.objectContaining({ key: 'series-1', showKey: 'show-1', startDate: '2026-11-17' }),
    ]);
    expect(
      document.placements.map((p) => [p.showName, p.showKey, p.seriesKey, p.seriesRole]),
    ).toEqual([
      ['Special', null, null, null],
      ['Morning Drive', 'show-1', 'series-1', 'instance'],
      ['Morning Drive', 'show-1', 'series-1', 'exception'],
      ['Morning Drive', null, null, null],
    ]);
    expect(document.placements[2]).toMatchObject({
      dayIndex: 4,
      timeIndex: 48,
      originalInstanceDate: '2026-11-26',
    });
    expect(document.week).toEqual({ startDate: '2026-11-22', status: 'finalized' });
  });
});
