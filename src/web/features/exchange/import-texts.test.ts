import { describe, expect, it } from 'vitest';
import { planWeekDocument } from '../../../shared/exchange/import-plan/plan-week-document';
import { sampleWeekDocument } from '../../../shared/exchange/week-document/sample-week-document';
import { confirmLabel, importSuccess, seriesNote, seriesSummary, slotLabel } from './import-texts';

const plan = planWeekDocument(sampleWeekDocument(), {
  weekId: '2026-12-13',
  timeZone: 'Europe/London',
  week: { status: 'draft', isPast: false },
  library: [],
  djs: [],
  existing: [],
  // Words for recreated series; by default they are placed in this week only.
  seriesChoices: { 'series-1': 'recreate', 'series-2': 'recreate' },
});

describe('import texts', () => {
  it('say what the import will do', () => {
    expect(confirmLabel(plan)).toBe('Import 9 shows');
    expect(seriesSummary(plan)).toBe(
      '2 recurring series will be recreated from this week on, with 1 instance removed as in the file.',
    );
    expect(seriesSummary({ ...plan, series: [] })).toBeNull();
    expect(plan.placements.map((p) => seriesNote(p))).toEqual([
      '',
      'first show of a recurring series',
      'first show of a recurring series',
      'recurring instance',
      'recurring instance',
      'edited instance of a recurring series',
      'recurring instance',
      '',
      'recurring instance',
    ]);
    expect(slotLabel({ dayIndex: 6, timeIndex: 92, duration: 4 })).toBe('Saturday 23:00 - 00:00');
  });

  it.each([
    [{ placed: 1, createdShows: 0, series: 0 }, '1 show placed.'],
    [
      { placed: 9, createdShows: 3, series: 2 },
      '9 shows placed, 3 library shows created, 2 recurring series recreated.',
    ],
  ])('reports %j as "%s"', (counts, message) => {
    const result = {
      week: {} as never,
      matchedShows: 0,
      alreadyThere: 0,
      undo: { token: 't', kind: 'created' as const },
      ...counts,
    };
    expect(importSuccess(result)).toEqual({ title: 'Schedule imported', message });
  });
});
