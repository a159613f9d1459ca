import { beforeAll, describe, expect, it } from 'vitest';
import type { WeekSummary } from '../../../shared/schemas/schedule';
import type { Show } from '../../../shared/schemas/show';
import type { StationSettings } from '../../../shared/team/station-settings';
import { addDays } from '../../../shared/schedule/week';
import {
  createShow,
  errorOf,
  placedBlock,
  readWeek,
  setWeekStatus,
} from '../../test/schedule-set-up';
import { stationAt, useTestApp } from '../../test/use-test-app';

// Sunday noon in New York, three weeks before the clocks go forward (2027-03-14 02:00).
const NOW = new Date('2027-02-21T17:00:00Z');
const ZONE = 'America/New_York';
const W = (n: number) => addDays('2027-02-21', 7 * n);
const SPRING = W(3);

const { staff, dj } = useTestApp(stationAt(NOW, ZONE), { staff: {}, dj: {} });
let show: Show;

beforeAll(async () => {
  show = await createShow(staff, { name: 'Non-stop', duration: 1 });
});

/** Fills week `weekId` whole except `day` from `fromHour` to `toHour` (one day's shows of 24 h). */
async function fillAllBut(weekId: string, day: number, fromHour: number, toHour: number) {
  for (let d = 0; d < 7; d += 1) {
    if (d !== day) {
      await placedBlock(staff.client, weekId, show, d, 0, 96);
      continue;
    }
    if (fromHour > 0) await placedBlock(staff.client, weekId, show, d, 0, fromHour * 4);
    if (toHour < 24)
      await placedBlock(staff.client, weekId, show, d, toHour * 4, (24 - toHour) * 4);
  }
}

const settings = async (change: Partial<StationSettings>) => {
  const r = await staff.client.patch('/api/station-settings', { json: change });
  expect(r.status, r.text).toBe(200);
  return r.json<{ settings: StationSettings }>().settings;
};

const unfilledOf = async (weekId: string) => {
  const r = await staff.client.get('/api/weeks');
  expect(r.status).toBe(200);
  return r.json<{ weeks: WeekSummary[] }>().weeks.find((w) => w.id === weekId)?.unfilledMinutes;
};

describe('unfilled time on the dashboard (kept per week)', () => {
  it('a week with a 4-hour gap has 240 unfilled minutes; filling part of it counts again', async () => {
    await fillAllBut(W(1), 1, 2, 6);
    expect(await unfilledOf(W(1))).toBe(240);
    await placedBlock(staff.client, W(1), show, 1, 2 * 4, 4);
    expect(await unfilledOf(W(1))).toBe(180);
  });

  it('on the spring-forward day a 00:00–04:00 gap counts 3 h', async () => {
    await fillAllBut(SPRING, 0, 0, 4);
    expect(await unfilledOf(SPRING)).toBe(180);
  });
});

describe('Station Settings → Schedule: the gap minimum and the rule for weeks with gaps', () => {
  it('defaults to 1 hour and "may be finalized" (the spec)', async () => {
    const r = await staff.client.get('/api/station-settings');
    expect(r.json<{ settings: StationSettings }>().settings).toMatchObject({
      gapMinimumMinutes: 60,
      unfilledFinalizeRule: 'allow',
      fallbackName: '',
    });
  });

  it.each([
    [{ gapMinimumMinutes: 10 }, 'gapMinimumMinutes', 'At least 15 minutes'],
    [{ gapMinimumMinutes: 375 }, 'gapMinimumMinutes', 'At most 6 hours'],
    [{ gapMinimumMinutes: 50 }, 'gapMinimumMinutes', 'Choose a length in steps of 15 minutes'],
    [{ gapMinimumMinutes: '60' }, 'gapMinimumMinutes', 'Choose a length'],
    [{ unfilledFinalizeRule: 'never' }, 'unfilledFinalizeRule', undefined],
    [{ fallbackName: 'x'.repeat(101) }, 'fallbackName', 'At most 100 characters'],
    [{ fallbackImageUrl: 'javascript:alert(1)' }, 'fallbackImageUrl', 'Must be a valid URL'],
  ])('refuses %j with 422 and the field message', async (change, field, message) => {
    const r = await staff.client.patch('/api/station-settings', { json: change });
    expect(r.status, r.text).toBe(422);
    const error = errorOf(r);
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields ?? {})).toContain(field);
    if (message) expect(error.fields?.[field]).toBe(message);
  });

  it('is for station managers only', async () => {
    const r = await dj.client.patch('/api/station-settings', {
      json: { unfilledFinalizeRule: 'allow' },
    });
    expect(r.status).toBe(403);
  });
});

describe('Finalize and the rule for weeks with gaps', () => {
  it('"may not be finalized": refused with the gaps listed; filled, it finalizes', async () => {
    await settings({ unfilledFinalizeRule: 'refuse', gapMinimumMinutes: 60 });
    await fillAllBut(W(5), 1, 2, 6);
    const refused = await setWeekStatus(staff.client, W(5));
    expect(refused.status, refused.text).toBe(409);
    expect(errorOf(refused)).toEqual({
      code: 'unfilled_time',
      message: "Cannot finalize: 1 gap (Mon 02:00–06:00). Fill them or change the station's rule.",
    });
    // Accepting the gaps is no way round a refusal; nothing was written.
    const again = await staff.client.post(`/api/weeks/${W(5)}/status`, {
      json: { action: 'finalize', acceptGaps: true },
    });
    expect(again.status).toBe(409);
    expect((await readWeek(staff.client, W(5))).status).not.toBe('finalized');

    await placedBlock(staff.client, W(5), show, 1, 8, 16);
    const done = await setWeekStatus(staff.client, W(5));
    expect(done.status, done.text).toBe(200);
  });

  it('gaps shorter than the station minimum are not questioned', async () => {
    await settings({ unfilledFinalizeRule: 'refuse', gapMinimumMinutes: 300 });
    await fillAllBut(W(6), 2, 10, 14);
    expect((await setWeekStatus(staff.client, W(6))).status).toBe(200);
  });

  it('"ask before finalizing": the question lists the gaps; confirmed, it finalizes', async () => {
    await settings({ unfilledFinalizeRule: 'confirm', gapMinimumMinutes: 60 });
    await fillAllBut(W(7), 1, 2, 6);
    const asked = await setWeekStatus(staff.client, W(7));
    expect(asked.status).toBe(409);
    expect(errorOf(asked)).toEqual({
      code: 'unfilled_confirm',
      message: 'Finalize with 4 h unfilled? Mon 02:00–06:00',
    });
    const confirmed = await staff.client.post(`/api/weeks/${W(7)}/status`, {
      json: { action: 'finalize', acceptGaps: true },
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect((await readWeek(staff.client, W(7))).status).toBe('finalized');
  });

  it('says the refusal and the question in the request’s language, gaps counted by plural', async () => {
    const headers = { 'accept-language': 'de' };
    const finalize = () =>
      staff.client.post(`/api/weeks/${W(10)}/status`, { json: { action: 'finalize' }, headers });
    await settings({ unfilledFinalizeRule: 'refuse', gapMinimumMinutes: 60 });
    await fillAllBut(W(10), 1, 2, 6);
    await placedBlock(staff.client, W(10), show, 1, 20, 2);
    // Monday 02:00–05:00 and 05:30–06:00 is one gap of at least an hour and one shorter.
    expect(errorOf(await finalize())).toEqual({
      code: 'unfilled_time',
      message:
        'Finalisieren nicht möglich: 1 Lücke (Mo 02:00–05:00). Fülle sie oder ändere die Regel des Senders.',
    });
    await settings({ gapMinimumMinutes: 15 });
    expect(errorOf(await finalize()).message).toBe(
      'Finalisieren nicht möglich: 2 Lücken (Mo 02:00–05:00, Mo 05:30–06:00). Fülle sie oder ändere die Regel des Senders.',
    );
    await settings({ unfilledFinalizeRule: 'confirm' });
    expect(errorOf(await finalize())).toEqual({
      code: 'unfilled_confirm',
      message: 'Mit 3,5 Std. unbesetzter Zeit finalisieren? Mo 02:00–05:00, Mo 05:30–06:00',
    });
  });

  it('the overlap refusal keeps precedence over the gaps', async () => {
    await settings({ unfilledFinalizeRule: 'refuse', gapMinimumMinutes: 60 });
    await fillAllBut(W(8), 1, 2, 6);
    await placedBlock(staff.client, W(8), show, 3, 4, 4); // on top of Wednesday's show
    const refused = await setWeekStatus(staff.client, W(8));
    expect(refused.status).toBe(409);
    expect(errorOf(refused).code).toBe('overlaps');
  });

  it('"may be finalized" (the default) finalizes a week with gaps', async () => {
    await settings({ unfilledFinalizeRule: 'allow' });
    await placedBlock(staff.client, W(9), show, 1, 40, 4);
    expect((await setWeekStatus(staff.client, W(9))).status).toBe(200);
  });
});
