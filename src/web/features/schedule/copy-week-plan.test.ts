import { describe, expect, it } from 'vitest';
import type { CopyOutcome } from '../../../server/features/schedule/copy-week/copy-week.service';
import english from 'virtual:catalog/en/series';
import german from 'virtual:catalog/de/series';
import { COPY_MESSAGES } from '../../../shared/schedule/copy-week';
import { calendarWords } from '../../i18n/calendar-words';
import { translator } from '../../i18n/translate';
import { copyDefaults, copyResult, planCopy, type CopyFormState } from './copy-week-plan';
import { listJoiner, type SeriesWords } from './series-description';

// The English catalog: the spec's words, which the dialog keeps.
const t = translator<'series'>({ series: english }, {});
const source = '2026-11-22';
const state = (changes: Partial<CopyFormState>): CopyFormState => ({
  ...copyDefaults(source),
  ...changes,
});

describe('copyDefaults', () => {
  it('copies to the next 4 weeks; "until" starts four weeks after the source start', () => {
    expect(copyDefaults(source)).toEqual({ mode: 'weeks', count: 4, untilDate: '2026-12-20' });
  });
});

describe('planCopy', () => {
  it.each<[string, Partial<CopyFormState>, string | null, string[]]>([
    ['the defaults', {}, null, ['2026-11-29', '2026-12-06', '2026-12-13', '2026-12-20']],
    ['2 weeks', { count: 2 }, null, ['2026-11-29', '2026-12-06']],
    ['0 weeks', { count: 0 }, COPY_MESSAGES.weeksRange, []],
    ['53 weeks', { count: 53 }, COPY_MESSAGES.weeksRange, []],
    ['-1 weeks', { count: -1 }, COPY_MESSAGES.weeksRange, []],
    ['a bad date is ignored in weeks mode', { count: 1, untilDate: '' }, null, ['2026-11-29']],
    [
      'until the default date',
      { mode: 'until' },
      null,
      ['2026-11-29', '2026-12-06', '2026-12-13', '2026-12-20'],
    ],
    [
      'until the day after the source week',
      { mode: 'until', untilDate: '2026-11-29' },
      null,
      ['2026-11-29'],
    ],
    [
      'until a Wednesday',
      { mode: 'until', untilDate: '2026-12-09' },
      null,
      ['2026-11-29', '2026-12-06'],
    ],
    [
      'until the source week end',
      { mode: 'until', untilDate: '2026-11-28' },
      COPY_MESSAGES.untilAfterSource,
      [],
    ],
    ['until an empty date box', { mode: 'until', untilDate: '' }, COPY_MESSAGES.invalidDate, []],
    [
      'until an impossible date',
      { mode: 'until', untilDate: '2026-02-30' },
      COPY_MESSAGES.invalidDate,
      [],
    ],
    [
      'a bad count is ignored in until mode',
      { mode: 'until', count: 99, untilDate: '2026-11-30' },
      null,
      ['2026-11-29'],
    ],
  ])('%s', (_, changes, error, targets) => {
    const plan = planCopy(source, state(changes));
    expect(plan.error === null ? null : t(plan.error)).toBe(error);
    expect(plan.targets).toEqual(targets);
    expect(plan.request === null).toBe(error !== null);
  });

  it('sends only the active mode', () => {
    expect(planCopy(source, state({ count: 2 })).request).toEqual({ mode: 'weeks', count: 2 });
    expect(planCopy(source, state({ mode: 'until', untilDate: '2026-12-09' })).request).toEqual({
      mode: 'until',
      endDate: '2026-12-09',
    });
  });

  it('caps "until" at 52 weeks and says so', () => {
    const far = planCopy(source, state({ mode: 'until', untilDate: '2030-01-01' }));
    expect(far.targets).toHaveLength(52);
    expect(far.capped).toBe(true);
    const last = planCopy(source, state({ mode: 'until', untilDate: '2027-11-21' }));
    expect(last.targets).toHaveLength(52);
    expect(last.capped).toBe(false);
  });
});

describe('labels', () => {
  it.each([
    [0, '0 scheduled shows', '0 weeks'],
    [1, '1 scheduled show', '1 week'],
    [3, '3 scheduled shows', '3 weeks'],
  ])('%d', (count, shows, weeks) => {
    expect(t('series:copy.showCount', { count })).toBe(shows);
    expect(t('series:copy.preview', { count })).toBe(`Preview: ${weeks}`);
  });
});

describe('copyResult', () => {
  const englishWords: SeriesWords = { t, calendar: calendarWords('en'), list: listJoiner('en') };
  const outcome = (weekId: string, result: CopyOutcome['result']): CopyOutcome => ({
    weekId,
    result,
    copied: result === 'copied' ? 2 : 0,
    coveredBySeries: 0,
    alreadyThere: 0,
  });

  it.each<[string, CopyOutcome[], number, string | null]>([
    ['all copied', [outcome('2026-11-29', 'copied'), outcome('2026-12-06', 'copied')], 2, null],
    [
      'a finalized week',
      [outcome('2026-11-29', 'copied'), outcome('2026-12-06', 'finalized')],
      1,
      'Skipped finalized week Dec 6 - Dec 12, 2026',
    ],
    [
      'two finalized weeks and a past one',
      [
        outcome('2026-11-29', 'past'),
        outcome('2026-12-06', 'finalized'),
        outcome('2026-12-13', 'finalized'),
      ],
      0,
      'Skipped finalized weeks Dec 6 - Dec 12, 2026 and Dec 13 - Dec 19, 2026; skipped past week Nov 29 - Dec 5, 2026',
    ],
    [
      'many finalized weeks',
      ['2026-11-29', '2026-12-06', '2026-12-13', '2026-12-20', '2026-12-27'].map((w) =>
        outcome(w, 'finalized'),
      ),
      0,
      'Skipped finalized weeks Nov 29 - Dec 5, 2026, Dec 6 - Dec 12, 2026, Dec 13 - Dec 19, 2026 and 2 more',
    ],
  ])('%s', (_, outcomes, copiedWeeks, skipped) =>
    expect(copyResult(outcomes, englishWords)).toEqual({ copiedWeeks, skipped }),
  );

  it('says how many weeks were copied in the spec’s words', () =>
    expect(t('series:copy.done', { weeks: 2 })).toBe('Successfully copied schedule to 2 week(s)!'));

  it('is said in the screen’s language', () => {
    const germanWords: SeriesWords = {
      t: translator<'series'>({ series: german }, { series: english }),
      calendar: calendarWords('de'),
      list: listJoiner('de'),
    };
    const outcomes = [
      outcome('2026-11-29', 'past'),
      ...['2026-12-06', '2026-12-13', '2026-12-20', '2026-12-27'].map((w) =>
        outcome(w, 'finalized'),
      ),
    ];
    expect(copyResult(outcomes, germanWords).skipped).toBe(
      'Übersprungen: finalisierte Wochen 6.–12. Dez. 2026, 13.–19. Dez. 2026, 20.–26. Dez. 2026 und 1 weitere; vergangene Woche 29. Nov.\u2009–\u20095. Dez. 2026',
    );
  });
});
