import { beforeAll, describe, expect, it } from 'vitest';
import {
  planCopyWeek,
  type CopyWeekPlan,
  type SeriesReach,
} from '../../../../shared/schedule/copy-plan';
import {
  HORIZON_MONTHS,
  occurrencesBetween,
  type RecurrenceRule,
} from '../../../../shared/schedule/recurrence';
import { addDays, addMonths } from '../../../../shared/schedule/week';
import type { WeekView } from '../../../../shared/schemas/schedule';
import type { Show } from '../../../../shared/schemas/show';
import { recurringSeries } from '../../../db/schema';
import { countingStatements } from '../../../test/counting-statements';
import { useTestApp } from '../../../test/use-test-app';
import type { CopyAnswer } from './copy-week.service';
import { createShow, placedBlock, readWeek } from '../../../test/schedule-set-up';

// The station's clock moves forward after seeding, so the copy meets a week that became past.
let now = new Date('2026-11-22T12:00:00Z');

const { app, staff } = useTestApp({ station: { timeZone: 'UTC', now: () => now } }, { staff: {} });
let morning: Show;
let talk: Show;
let jazz: Show;

beforeAll(async () => {
  const create = async (name: string) => await createShow(staff, { name, duration: 1 });
  morning = await create('Morning Show');
  talk = await create('Talk');
  jazz = await create('Jazz Hour');
});

const read = async (weekId: string) => await readWeek(staff.client, weekId);
const place = (weekId: string, template: Show, dayIndex: number, timeIndex: number) =>
  placedBlock(staff.client, weekId, template, dayIndex, timeIndex, 4);
const makeSeries = async (blockId: string, rule: RecurrenceRule) => {
  const made = await staff.client.post(`/api/scheduled-shows/${blockId}/series`, {
    json: { rule },
  });
  expect(made.status, made.text).toBe(201);
};
const targetsOf = (source: string, count: number) =>
  Array.from({ length: count }, (_, i) => addDays(source, 7 * (i + 1)));

/** What a placed show is, whatever its id: compared as a multiset per week. */
const shape = (b: WeekView['blocks'][number]) =>
  [b.showName, b.templateId, b.dayIndex, b.timeIndex, b.duration, b.showColor, b.djNames.join('|')]
    .map(String)
    .join(' ');

/**
 * The straightforward reference: each target week read on its own (the single-week read every
 * other screen uses) and planned with the pure planner, against the source as the grid shows it
 * and each series' reach computed from its rule.
 */
async function referencePlans(source: string, targets: string[]): Promise<CopyWeekPlan[]> {
  const sourceWeek = await read(source);
  const reach = new Map<string, SeriesReach>();
  for (const s of await app.database.db.select().from(recurringSeries)) {
    const rule = s.recurrenceRule as RecurrenceRule;
    const span = { rule, startDate: s.startDate, endDate: null };
    const last = s.endDate
      ? s.endDate
      : rule.endType === 'count'
        ? (occurrencesBetween(span, s.startDate, addMonths(s.startDate, HORIZON_MONTHS)).at(-1) ??
          s.startDate)
        : null;
    reach.set(s.id, { startDate: s.startDate, lastDate: last });
  }
  const blocks = sourceWeek.blocks.map((b) => ({
    id: b.id,
    showName: b.showName,
    templateId: b.templateId,
    dayIndex: b.dayIndex,
    timeIndex: b.timeIndex,
    duration: b.duration,
    seriesId: b.recurringSeriesId,
  }));
  const plans: CopyWeekPlan[] = [];
  for (const weekId of targets) {
    const week = await read(weekId);
    plans.push(
      planCopyWeek(
        blocks,
        { weekId, status: week.status, isPast: week.isPast, blocks: week.blocks },
        reach,
        { copyDuplicates: false },
      ),
    );
  }
  return plans;
}

const copy = async (source: string, count: number) => {
  const response = await staff.client.post(`/api/weeks/${source}/copy`, {
    json: { mode: 'weeks', count },
  });
  expect(response.status, response.text).toBe(200);
  return response.json<CopyAnswer>();
};

describe('copy to 52 weeks, set-based', () => {
  it('plans, writes and answers exactly what week-by-week reads and the planner give', async () => {
    const source = '2026-12-06';
    const targets = targetsOf(source, 52);
    // The source: plain shows, a weekly series ending within the targets, a monthly series.
    await place(source, morning, 1, 32);
    await place(source, jazz, 5, 60);
    const weekly = await place(source, talk, 2, 40);
    await makeSeries(weekly.id, {
      frequency: 'weekly',
      interval: 1,
      byWeekday: [2],
      endType: 'count',
      count: 10,
    });
    const monthly = await place(source, jazz, 4, 80);
    await makeSeries(monthly.id, {
      frequency: 'monthly',
      interval: 1,
      byMonthday: [Number(addDays(source, 4).slice(8))],
      endType: 'count',
      count: 4,
    });
    // Targets: one already holding a source show, one where a copy overlaps, one finalized,
    // one that will be past when the copy runs.
    await place(targets[0]!, morning, 3, 0);
    await place(targets[1]!, morning, 1, 32);
    await place(targets[2]!, talk, 1, 34);
    await place(targets[3]!, talk, 6, 0);
    await place(targets[4]!, talk, 0, 0);
    const finalize = await staff.client.post(`/api/weeks/${targets[4]}/status`, {
      json: { action: 'finalize' },
    });
    expect(finalize.status, finalize.text).toBe(200);
    now = new Date('2026-12-22T12:00:00Z');

    const reference = await referencePlans(source, targets);
    expect(reference.map((p) => p.outcome)).toContain('past');
    expect(reference.map((p) => p.outcome)).toContain('finalized');
    expect(reference.some((p) => p.alreadyThere.length > 0 && p.overlaps.length === 0)).toBe(true);
    expect(reference.some((p) => p.overlaps.length > 0)).toBe(true);
    expect(reference.some((p) => p.bySeries.length === 2)).toBe(true);

    const previewed = await staff.client.post(`/api/weeks/${source}/copy/preview`, {
      json: { mode: 'weeks', count: 52 },
    });
    expect(previewed.status, previewed.text).toBe(200);
    expect(previewed.json<{ weeks: CopyWeekPlan[] }>().weeks).toEqual(reference);

    const before = new Map<string, WeekView>();
    for (const weekId of targets) before.set(weekId, await read(weekId));
    const sourceWeek = await read(source);
    const answer = await copy(source, 52);
    expect(answer.undo).not.toBeNull();
    expect(answer.outcomes).toEqual(
      reference.map((p) => ({
        weekId: p.weekId,
        result: p.outcome === 'copy' ? 'copied' : p.outcome,
        copied: p.copies.length,
        coveredBySeries: p.bySeries.length,
        alreadyThere: p.alreadyThere.length,
      })),
    );
    for (const plan of reference) {
      const copies = plan.copies.map((c) => sourceWeek.blocks.find((b) => b.id === c.id)!);
      const expected = [...before.get(plan.weekId)!.blocks, ...copies].map(shape).sort();
      const after = await read(plan.weekId);
      expect(after.blocks.map(shape).sort(), plan.weekId).toEqual(expected);
      expect(after.hasOverlaps, plan.weekId).toBe(plan.overlaps.length > 0);
    }
  });

  it('issues as many statements for 52 weeks as for one', async () => {
    const source = addDays('2026-12-06', 7 * 150);
    await place(source, morning, 1, 32);
    await place(source, talk, 2, 40);
    await place(source, jazz, 3, 8);
    const [one, oneWeek] = await countingStatements(() => copy(source, 1));
    expect(one.outcomes.map((o) => o.copied)).toEqual([3]);

    const later = addDays(source, 7 * 10);
    await place(later, morning, 1, 32);
    await place(later, talk, 2, 40);
    await place(later, jazz, 3, 8);
    const [many, manyWeeks] = await countingStatements(() => copy(later, 52));
    expect(many.outcomes.map((o) => o.copied)).toEqual(Array(52).fill(3));
    // Sign-in checks, begin and commit included: a fixed handful, not a few per week.
    expect(manyWeeks).toBeLessThanOrEqual(oneWeek + 2);
    expect(manyWeeks).toBeLessThanOrEqual(40);
  });
});
