import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WeekSummary } from '../../../shared/schemas/schedule';
import type { Show } from '../../../shared/schemas/show';
import { scheduledShows, weeklySchedules } from '../../db/schema';
import { stationAt, useTestApp } from '../../test/use-test-app';
import {
  createDj,
  createShow,
  errorOf,
  readWeek,
  setWeekStatus,
  weekOf,
} from '../../test/schedule-set-up';

// Sunday 22 November 2026, noon in London: this week is 2026-11-22, last week is past.
const NOW = new Date('2026-11-22T12:00:00Z');
const THIS_WEEK = '2026-11-22';
const PAST_WEEK = '2026-11-15';

const { app, staff } = useTestApp(stationAt(NOW), { staff: {} });
let show: Show;
let nextWeekNumber = 0;

beforeAll(async () => {
  const dj = await createDj(staff, { name: 'Ana', avatarUrl: 'https://example.com/ana.png' });
  show = await createShow(staff, {
    name: 'Morning Drive',
    duration: 2,
    djIds: [dj.id],
    genres: ['Pop'],
    color: '#059669',
    description: 'Wake up',
  });
});

/** A fresh future week for each test, so tests do not see each other's shows. */
function freshWeek(): string {
  nextWeekNumber++;
  const sunday = new Date(Date.UTC(2027, 0, 3 + 7 * nextWeekNumber));
  return sunday.toISOString().slice(0, 10);
}

const place = (
  weekId: string,
  dayIndex: number,
  timeIndex: number,
  duration = 8,
  templateId = show.id,
) =>
  staff.client.post(`/api/weeks/${weekId}/shows`, {
    json: { templateId, dayIndex, timeIndex, duration },
  });
const status = (weekId: string, action: string) => setWeekStatus(staff.client, weekId, action);

describe('weeks', () => {
  it('refuses every call without a session', async () => {
    const anonymous = app.client();
    expect((await anonymous.get(`/api/weeks/${THIS_WEEK}`)).status).toBe(401);
    expect((await anonymous.get('/api/weeks')).status).toBe(401);
    expect((await anonymous.post(`/api/weeks/${THIS_WEEK}/shows`, { json: {} })).status).toBe(401);
    expect(
      (
        await anonymous.request(
          'PATCH',
          '/api/scheduled-shows/00000000-0000-4000-8000-000000000000',
          { json: {} },
        )
      ).status,
    ).toBe(401);
  });

  it('opens the week holding any date, not started until first written', async () => {
    const response = await staff.client.get('/api/weeks/2026-11-25');
    expect(response.status).toBe(200);
    expect(weekOf(response)).toMatchObject({
      id: THIS_WEEK,
      startDate: THIS_WEEK,
      endDate: '2026-11-28',
      status: 'not-started',
      isPast: false,
      hasOverlaps: false,
      blocks: [],
    });
    expect((await staff.client.get('/api/weeks/2026-02-30')).status).toBe(404);
  });

  it('gives two people creating a week at once one row', async () => {
    const weekId = freshWeek();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => staff.client.post(`/api/weeks/${weekId}`)),
    );
    expect(responses.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    const rows = await app.db.select().from(weeklySchedules).where(eq(weeklySchedules.id, weekId));
    expect(rows).toHaveLength(1);
  });

  it('lists weeks with their counts, hours and overlap flags', async () => {
    const weekId = freshWeek();
    await staff.client.post(`/api/weeks/${THIS_WEEK}`);
    await place(weekId, 1, 40);
    await place(weekId, 1, 44);
    const weeks = (await staff.client.get('/api/weeks')).json<{ weeks: WeekSummary[] }>().weeks;
    expect(weeks.find((w) => w.id === weekId)).toMatchObject({
      showCount: 2,
      totalSlots: 16,
      hasOverlaps: true,
      isPast: false,
    });
    expect(weeks.find((w) => w.id === THIS_WEEK)).toMatchObject({ isCurrent: true });
  });
});

describe('placing shows', () => {
  it('places a show with a snapshot of the template and its DJs', async () => {
    const weekId = freshWeek();
    await staff.client.get(`/api/weeks/${weekId}`);
    const response = await place(weekId, 2, 40);
    expect(response.status, response.text).toBe(201);
    expect(weekOf(response).blocks).toEqual([
      expect.objectContaining({
        templateId: show.id,
        showName: 'Morning Drive',
        showGenres: ['Pop'],
        showColor: '#059669',
        showDescription: 'Wake up',
        djNames: ['Ana'],
        djAvatarUrls: ['https://example.com/ana.png'],
        dayIndex: 2,
        timeIndex: 40,
        duration: 8,
        isOverlapping: false,
        version: 1,
      }),
    ]);
  });

  it.each([
    [{ dayIndex: 7, timeIndex: 0, duration: 4 }, 422, 'Out of bounds'],
    [{ dayIndex: 0, timeIndex: -1, duration: 4 }, 422, 'Out of bounds'],
    [{ dayIndex: 0, timeIndex: 96, duration: 4 }, 422, 'Out of bounds'],
    [{ dayIndex: 0, timeIndex: 0, duration: 97 }, 422, 'Out of bounds'],
    [{ dayIndex: 0, timeIndex: 0.5, duration: 4 }, 422, 'Out of bounds'],
    [{ dayIndex: 6, timeIndex: 92, duration: 8 }, 422, 'Show extends beyond week'],
  ])('refuses %j with %d "%s"', async (placement, code, message) => {
    const weekId = freshWeek();
    await staff.client.get(`/api/weeks/${weekId}`);
    const response = await staff.client.post(`/api/weeks/${weekId}/shows`, {
      json: { templateId: show.id, ...placement },
    });
    expect(response.status).toBe(code);
    expect(errorOf(response).message).toBe(message);
    expect((await readWeek(staff.client, weekId)).blocks).toEqual([]);
  });

  it('refuses an unknown template; a week never written is stored by its first placement', async () => {
    const weekId = freshWeek();
    const unknown = await place(weekId, 0, 0, 4, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown).message).toBe('Show template not found');
    const unopened = await place(freshWeek(), 0, 0, 4);
    expect(unopened.status).toBe(201);
    expect(weekOf(unopened).blocks).toHaveLength(1);
  });

  it('lets a show run past midnight into the next day', async () => {
    const weekId = freshWeek();
    await staff.client.get(`/api/weeks/${weekId}`);
    const response = await place(weekId, 1, 92, 8);
    expect(response.status).toBe(201);
    expect(weekOf(response).blocks[0]).toMatchObject({ dayIndex: 1, timeIndex: 92, duration: 8 });
  });

  it('allows and flags overlaps in a draft week, refuses them in a finalized one', async () => {
    const weekId = freshWeek();
    await staff.client.get(`/api/weeks/${weekId}`);
    await place(weekId, 3, 40);
    const overlapping = weekOf(await place(weekId, 3, 44));
    expect(overlapping.hasOverlaps).toBe(true);
    expect(overlapping.blocks.map((b) => b.isOverlapping)).toEqual([true, true]);

    const refused = await status(weekId, 'finalize');
    expect(refused.status).toBe(409);
    expect(errorOf(refused).message).toBe(
      'Cannot finalize week with overlapping shows. Please resolve conflicts first.',
    );

    const second = overlapping.blocks[1]!;
    await staff.client.request('DELETE', `/api/scheduled-shows/${second.id}`);
    expect(weekOf(await status(weekId, 'finalize')).status).toBe('finalized');
    const inFinalized = await place(weekId, 3, 46);
    expect(inFinalized.status).toBe(409);
    expect(errorOf(inFinalized).message).toBe('Cannot create overlaps in finalized week');
    expect((await place(weekId, 4, 40)).status).toBe(201);
  });

  it('stores no overlap when 20 placements race into a finalized week', async () => {
    const weekId = freshWeek();
    await staff.client.get(`/api/weeks/${weekId}`);
    await status(weekId, 'finalize');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => place(weekId, 5, 40 + (i % 3), 8)),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const rows = await app.db
      .select()
      .from(scheduledShows)
      .where(eq(scheduledShows.weeklyScheduleId, weekId));
    expect(rows).toHaveLength(1);
  });
});

describe('moving, resizing and editing', () => {
  it('moves a show, not comparing it with itself, and bumps its version', async () => {
    const weekId = freshWeek();
    await staff.client.get(`/api/weeks/${weekId}`);
    const block = weekOf(await place(weekId, 2, 40)).blocks[0]!;
    const moved = await staff.client.request('PATCH', `/api/scheduled-shows/${block.id}`, {
      json: { version: 1, dayIndex: 2, timeIndex: 42 },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(weekOf(moved).blocks[0]).toMatchObject({
      dayIndex: 2,
      timeIndex: 42,
      duration: 8,
      version: 2,
      isOverlapping: false,
    });
  });

  it('refuses a change based on an old version with 409, losing no update', async () => {
    const weekId = freshWeek();
    await staff.client.get(`/api/weeks/${weekId}`);
    const block = weekOf(await place(weekId, 2, 40)).blocks[0]!;
    const results = await Promise.all(
      [10, 20, 30, 50, 60].map((timeIndex) =>
        staff.client.request('PATCH', `/api/scheduled-shows/${block.id}`, {
          json: { version: 1, timeIndex },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const stale = results.find((r) => r.status === 409)!;
    expect(errorOf(stale).code).toBe('stale_version');
    const [row] = await app.db.select().from(scheduledShows).where(eq(scheduledShows.id, block.id));
    expect(row!.version).toBe(2);
  });

  it('resizes within the rules', async () => {
    const weekId = freshWeek();
    await staff.client.get(`/api/weeks/${weekId}`);
    const block = weekOf(await place(weekId, 6, 80)).blocks[0]!;
    const resized = await staff.client.request('PATCH', `/api/scheduled-shows/${block.id}`, {
      json: { version: 1, timeIndex: 78, duration: 12 },
    });
    expect(weekOf(resized).blocks[0]).toMatchObject({ timeIndex: 78, duration: 12 });
    const beyond = await staff.client.request('PATCH', `/api/scheduled-shows/${block.id}`, {
      json: { version: 2, duration: 20 },
    });
    expect(beyond.status).toBe(422);
    expect(errorOf(beyond).message).toBe('Show extends beyond week');
    const empty = await staff.client.request('PATCH', `/api/scheduled-shows/${block.id}`, {
      json: { version: 2, duration: 0 },
    });
    expect(errorOf(empty).message).toBe('Out of bounds');
  });

  it('edits the details of a placed show only', async () => {
    const weekId = freshWeek();
    await staff.client.get(`/api/weeks/${weekId}`);
    const block = weekOf(await place(weekId, 0, 0)).blocks[0]!;
    const edited = await staff.client.request('PATCH', `/api/scheduled-shows/${block.id}`, {
      json: {
        version: 1,
        showName: 'Special Edition',
        showColor: '#dc2626',
        showGenres: ['Jazz'],
        showDescription: '',
      },
    });
    expect(weekOf(edited).blocks[0]).toMatchObject({
      showName: 'Special Edition',
      showColor: '#dc2626',
      showGenres: ['Jazz'],
      showDescription: null,
    });
    const library = (await staff.client.get('/api/shows')).json<{ shows: Show[] }>().shows;
    expect(library.find((s) => s.id === show.id)!.name).toBe('Morning Drive');
    const bad = await staff.client.request('PATCH', `/api/scheduled-shows/${block.id}`, {
      json: { version: 2, showName: '' },
    });
    expect(bad.status).toBe(422);
  });

  it('answers 404 for a show that is gone', async () => {
    const missing = await staff.client.request(
      'PATCH',
      '/api/scheduled-shows/00000000-0000-4000-8000-000000000000',
      {
        json: { version: 1, timeIndex: 1 },
      },
    );
    expect(missing.status).toBe(404);
    expect((await staff.client.request('DELETE', '/api/scheduled-shows/nope')).status).toBe(404);
  });
});

describe('status moves and past weeks', () => {
  it.each([
    ['save-draft', 'not-started', 'draft'],
    ['finalize', 'not-started', 'finalized'],
  ])('%s moves %s to %s', async (action, from, to) => {
    const weekId = freshWeek();
    expect((await readWeek(staff.client, weekId)).status).toBe(from);
    expect(weekOf(await status(weekId, action)).status).toBe(to);
  });

  it('refuses moves the spec does not have', async () => {
    const weekId = freshWeek();
    await staff.client.get(`/api/weeks/${weekId}`);
    expect((await status(weekId, 'revert')).status).toBe(409);
    await status(weekId, 'save-draft');
    expect((await status(weekId, 'save-draft')).status).toBe(409);
    await status(weekId, 'finalize');
    expect((await status(weekId, 'finalize')).status).toBe(409);
    expect(weekOf(await status(weekId, 'revert')).status).toBe('draft');
    expect((await status(weekId, 'publish')).status).toBe(422);
  });

  it('keeps the placed shows’ copy of the week status in step', async () => {
    const weekId = freshWeek();
    await staff.client.get(`/api/weeks/${weekId}`);
    await place(weekId, 0, 0);
    await status(weekId, 'finalize');
    const rows = await app.db
      .select()
      .from(scheduledShows)
      .where(eq(scheduledShows.weeklyScheduleId, weekId));
    expect(rows.map((r) => r.weeklyScheduleStatus)).toEqual(['finalized']);
  });

  it('refuses every change to a past week', async () => {
    expect((await readWeek(staff.client, PAST_WEEK)).isPast).toBe(true);
    // Stored as an earlier version stored every week read; reading no longer stores one.
    await app.db
      .insert(weeklySchedules)
      .values({ id: PAST_WEEK, startDate: PAST_WEEK, endDate: '2026-11-21' })
      .onConflictDoNothing();
    const [row] = await app.db
      .insert(scheduledShows)
      .values({
        weeklyScheduleId: PAST_WEEK,
        showName: 'Old',
        showColor: '#3b82f6',
        dayIndex: 0,
        timeIndex: 0,
        duration: 4,
      })
      .returning();
    const attempts = [
      await place(PAST_WEEK, 1, 0),
      await status(PAST_WEEK, 'finalize'),
      await staff.client.request('PATCH', `/api/scheduled-shows/${row!.id}`, {
        json: { version: 1, timeIndex: 8 },
      }),
      await staff.client.request('DELETE', `/api/scheduled-shows/${row!.id}`),
      await staff.client.request('DELETE', `/api/weeks/${PAST_WEEK}`),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(409);
      expect(errorOf(attempt).message).toBe('Cannot edit past weeks');
    }
    expect((await readWeek(staff.client, PAST_WEEK)).blocks).toHaveLength(1);
  });

  it('the current week is not past until Saturday ends in the station zone', async () => {
    expect((await readWeek(staff.client, THIS_WEEK)).isPast).toBe(false);
  });

  it('deletes a week with its shows', async () => {
    const weekId = freshWeek();
    await staff.client.get(`/api/weeks/${weekId}`);
    await place(weekId, 0, 0);
    expect((await staff.client.request('DELETE', `/api/weeks/${weekId}`)).status).toBe(204);
    const rows = await app.db
      .select()
      .from(scheduledShows)
      .where(eq(scheduledShows.weeklyScheduleId, weekId));
    expect(rows).toHaveLength(0);
  });
});
