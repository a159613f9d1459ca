import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ImportPlan } from '../../../../shared/exchange/import-plan/import-plan';
import { sampleWeekDocument } from '../../../../shared/exchange/week-document/sample-week-document';
import type { WeekView } from '../../../../shared/schemas/schedule';
import { recurringSeries, scheduledShows, shows, weeklySchedules } from '../../../db/schema';
import type { HttpClient } from '../../../test/http-client';
import { stationAt, useStarted, useTestApp } from '../../../test/use-test-app';
import {
  createShow,
  errorOf,
  placeShow,
  readWeek,
  setWeekStatus,
  weekOf,
} from '../../../test/schedule-set-up';

const NOW = new Date('2026-11-22T12:00:00Z');

const { app, staff } = useTestApp(stationAt(NOW), { staff: {} });
const jazz = useStarted(() => createShow(staff, { name: 'jazz hour', duration: 1 }));

const json = (value: unknown) => JSON.stringify(value);

function send(
  client: HttpClient,
  weekId: string,
  file: { name: string; text: string; type?: string } | null,
  action: 'preview' | 'confirm',
  sourceWeek?: string,
  headers?: Record<string, string>,
) {
  const form = new FormData();
  if (file) form.append('file', new Blob([file.text], { type: file.type ?? '' }), file.name);
  if (sourceWeek) form.append('sourceWeek', sourceWeek);
  // These cases recreate the sample's series; the default (this week only) is tested apart.
  form.append('seriesChoices', json({ 'series-1': 'recreate', 'series-2': 'recreate' }));
  const path = `/api/weeks/${weekId}/import${action === 'preview' ? '/preview' : ''}`;
  return client.post(path, { form, headers });
}
const preview = (weekId: string, file: Parameters<typeof send>[2], sourceWeek?: string) =>
  send(staff.client, weekId, file, 'preview', sourceWeek);
const confirm = (weekId: string, file: Parameters<typeof send>[2], sourceWeek?: string) =>
  send(staff.client, weekId, file, 'confirm', sourceWeek);
const sample = () => ({ name: 'week.json', text: json(sampleWeekDocument()) });

/** Row counts of everything an import writes. */
async function footprint() {
  const rows = async (
    table: typeof shows | typeof scheduledShows | typeof recurringSeries | typeof weeklySchedules,
  ) => (await app.db.select({ n: count() }).from(table))[0]!.n;
  return {
    shows: await rows(shows),
    placed: await rows(scheduledShows),
    series: await rows(recurringSeries),
    weeks: await rows(weeklySchedules),
  };
}

const ics = (...events: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    ...events.map(
      (e) => `BEGIN:VEVENT\r\nUID:${e}\r\nDTSTAMP:20260101T000000Z\r\n${e}\r\nEND:VEVENT`,
    ),
    'END:VCALENDAR',
  ].join('\r\n');

describe('import refusals', () => {
  it('needs a session', async () => {
    const anonymous = app.client();
    expect((await send(anonymous, '2026-12-13', sample(), 'preview')).status).toBe(401);
    expect((await send(anonymous, '2026-12-13', sample(), 'confirm')).status).toBe(401);
  });

  const document = sampleWeekDocument();
  it.each([
    ['no file', null, 400, 'file_missing'],
    ['invalid JSON', { name: 'week.json', text: '{"format": ' }, 400, 'invalid_json'],
    [
      'another format',
      { name: 'week.json', text: json({ format: 'other' }) },
      422,
      'not_week_document',
    ],
    [
      'another version',
      { name: 'w.json', text: json({ ...document, version: 2 }) },
      422,
      'unsupported_version',
    ],
    [
      'a damaged export',
      { name: 'w.json', text: json({ ...document, placements: [{}] }) },
      422,
      'invalid_document',
    ],
    ['an unsupported file type', { name: 'notes.txt', text: 'hello' }, 415, 'unsupported_file'],
    [
      'an unreadable calendar',
      { name: 'cal.ics', text: 'BEGIN:VCALENDAR\r\nnonsense' },
      422,
      'invalid_calendar',
    ],
    [
      'a file over 2 MB',
      { name: 'big.json', text: ' '.repeat(2 * 1024 * 1024 + 10) },
      413,
      'file_too_large',
    ],
  ] as const)(
    'refuses %s with a clear message and writes nothing',
    async (_label, file, status, code) => {
      const before = await footprint();
      for (const action of [preview, confirm]) {
        const response = await action('2026-12-13', file);
        expect(response.status, response.text).toBe(status);
        expect(errorOf(response).code).toBe(code);
        expect(errorOf(response).message.length).toBeGreaterThan(10);
      }
      expect(await footprint()).toEqual(before);
    },
  );

  it('says its refusals in the language the request asks for', async () => {
    const headers = { 'accept-language': 'de' };
    const form = (name: string, text: string) => {
      const body = new FormData();
      body.append('file', new Blob([text]), name);
      return body;
    };
    const unsupported = await staff.client.post('/api/weeks/2026-12-13/import/preview', {
      form: form('notes.txt', 'hello'),
      headers,
    });
    expect(unsupported.status).toBe(415);
    expect(errorOf(unsupported)).toEqual({
      code: 'unsupported_file',
      message: 'Wähle einen Wochenexport (.json) oder eine Kalenderdatei (.ics).',
    });
    const invalid = await staff.client.post('/api/weeks/2026-12-13/import', {
      form: form('week.json', '{ nope'),
      headers,
    });
    expect(errorOf(invalid)).toEqual({
      code: 'invalid_json',
      message: 'Diese Datei ist kein gültiges JSON.',
    });
    const missing = await staff.client.post('/api/weeks/2026-12-13/import/preview', {
      form: new FormData(),
      headers,
    });
    expect(errorOf(missing)).toEqual({
      code: 'file_missing',
      message: 'Wähle eine Datei zum Importieren.',
    });
    const past = await staff.client.post('/api/weeks/2026-11-15/import', {
      form: form('week.json', json(sampleWeekDocument())),
      headers,
    });
    expect(errorOf(past).code).toBe('past_week');
    // English stays as it was.
    const english = await preview('2026-12-13', { name: 'notes.txt', text: 'hello' });
    expect(errorOf(english).message).toBe(
      'Choose a week export (.json) or a calendar file (.ics).',
    );
  });

  it('refuses a recreated series beyond every series’ limits in the request’s language', async () => {
    const document = sampleWeekDocument();
    document.series[0]!.rule = {
      ...document.series[0]!.rule,
      endType: 'date',
      endDate: '2026-11-01',
    };
    const file = { name: 'week.json', text: json(document) };
    const before = await footprint();
    const german = await send(staff.client, '2026-12-13', file, 'confirm', undefined, {
      'accept-language': 'de',
    });
    expect(german.status, german.text).toBe(422);
    expect(errorOf(german)).toEqual({
      code: 'validation_failed',
      message: 'Das Enddatum muss nach der ersten Sendung liegen',
      fields: { 'series.endDate': 'Das Enddatum muss nach der ersten Sendung liegen' },
    });
    const english = await preview('2026-12-13', file);
    expect(errorOf(english).message).toBe('End date must be after the first show');
    expect(await footprint()).toEqual(before);
  });

  it('refuses a past week', async () => {
    const before = await footprint();
    for (const action of [preview, confirm]) {
      const response = await action('2026-11-15', sample());
      expect(response.status).toBe(409);
      expect(errorOf(response)).toEqual({ code: 'past_week', message: 'Cannot edit past weeks' });
    }
    expect(await footprint()).toEqual(before);
  });

  it('refuses overlaps in a finalized week; the preview shows them', async () => {
    const weekId = '2027-01-10';
    await staff.client.get(`/api/weeks/${weekId}`);
    await placeShow(staff.client, weekId, jazz, 1, 30, 4);
    expect((await setWeekStatus(staff.client, weekId)).status).toBe(200);
    const before = await footprint();
    const previewed = await preview(weekId, sample());
    expect(previewed.status).toBe(200);
    const plan = previewed.json<{ plan: ImportPlan }>().plan;
    expect(plan.blocker).toEqual({ key: 'exchange:plan.blocker.finalizedOverlap' });
    expect(plan.overlaps.map((o) => [o.showName, o.withExisting])).toEqual([
      ['Morning Show', ['jazz hour']],
    ]);
    const confirmed = await confirm(weekId, sample());
    expect(confirmed.status).toBe(409);
    expect(errorOf(confirmed).message).toBe('Cannot create overlaps in finalized week');
    expect(await footprint()).toEqual(before);
  });

  it('refuses a file with nothing to place', async () => {
    const empty = { name: 'empty.ics', text: ics() };
    const response = await confirm('2026-12-13', empty);
    expect(response.status).toBe(422);
    expect(errorOf(response).code).toBe('nothing_to_import');
  });
});

describe('importing a week export', () => {
  it('previews without writing, then writes the same week with created and matched shows', async () => {
    const weekId = '2026-12-13';
    const before = await footprint();
    const previewed = await preview(weekId, sample());
    expect(previewed.status, previewed.text).toBe(200);
    const plan = previewed.json<{ plan: ImportPlan }>().plan;
    expect(plan.matchedShows).toEqual([{ id: jazz.id, name: 'jazz hour' }]);
    expect(plan.createdShows.map((s) => s.name)).toEqual([
      'Morning Show',
      'Late Night Talk',
      'Weekend Mix',
    ]);
    expect(await footprint()).toEqual(before);

    const confirmed = await confirm(weekId, sample());
    expect(confirmed.status, confirmed.text).toBe(201);
    const { week } = confirmed.json<{ week: WeekView }>();
    const source = sampleWeekDocument().placements;
    expect(
      week.blocks.map((b) => [
        b.showName,
        b.dayIndex,
        b.timeIndex,
        b.duration,
        b.isInstance,
        b.isException,
      ]),
    ).toEqual(
      [...source]
        .sort((a, b) => a.dayIndex * 96 + a.timeIndex - (b.dayIndex * 96 + b.timeIndex))
        .map((p) => [
          p.showName,
          p.dayIndex,
          p.timeIndex,
          p.duration,
          // Late Night Talk's series began before the exported week: it comes back a plain show.
          p.seriesRole === 'instance' && p.seriesKey !== 'series-3',
          p.seriesRole === 'exception',
        ]),
    );
    expect(week.blocks.find((b) => b.showName === 'Jazz Hour')?.templateId).toBe(jazz.id);
    const after = await footprint();
    expect(after.shows - before.shows).toBe(3);
    expect(after.series - before.series).toBe(2);

    // The series go on: Morning Show is back Mon/Wed/Fri next week; Jazz Hour's five days are over.
    const next = await readWeek(staff.client, '2026-12-20');
    expect(next.blocks.map((b) => [b.showName, b.dayIndex, b.isInstance])).toEqual([
      ['Morning Show', 1, true],
      ['Morning Show', 3, true],
      ['Morning Show', 5, true],
    ]);
  });

  it('writes in one transaction: an overlap in a later finalized week leaves no trace', async () => {
    const weekId = '2027-02-07';
    const later = '2027-02-14';
    await staff.client.get(`/api/weeks/${later}`);
    await placeShow(staff.client, later, jazz, 3, 30, 2);
    await setWeekStatus(staff.client, later);
    const before = await footprint();
    const response = await confirm(weekId, sample());
    expect(response.status, response.text).toBe(409);
    expect(errorOf(response).message).toBe(
      'Cannot create overlaps in finalized week: a recurring show would overlap in the finalized week Feb 14 - Feb 20, 2027.',
    );
    // The week's dates in the request's language too.
    const german = await send(staff.client, weekId, sample(), 'confirm', undefined, {
      'accept-language': 'de',
    });
    expect(errorOf(german).message).toBe(
      'In einer abgeschlossenen Woche dürfen sich keine Sendungen überschneiden: Eine wiederkehrende Sendung würde sich in der abgeschlossenen Woche 14.–20. Feb. 2027 überschneiden.',
    );
    expect(await footprint()).toEqual(before);
    expect(
      await app.db.select().from(weeklySchedules).where(eq(weeklySchedules.id, weekId)),
    ).toEqual([]);
  });
});

describe('import size', () => {
  it('reads a file larger than other API bodies may be, up to its own 2 MB', async () => {
    const padded = json(sampleWeekDocument()) + ' '.repeat(1536 * 1024);
    const response = await preview('2027-02-07', { name: 'week.json', text: padded });
    expect(response.status, response.text).toBe(200);
  });
});

describe('importing a calendar file', () => {
  it('places events in station time with matched and created shows', async () => {
    const weekId = '2027-03-07';
    const file = {
      name: 'station.ics',
      text: ics(
        'SUMMARY:Jazz Hour\r\nDTSTART:20270309T200000Z\r\nDTEND:20270309T210000Z',
        'SUMMARY:Folk Corner\r\nCATEGORIES:Folk,Acoustic\r\nDTSTART:20270310T180700Z\r\nDTEND:20270310T190000Z',
      ),
    };
    const response = await confirm(weekId, file);
    expect(response.status, response.text).toBe(201);
    const { week } = response.json<{ week: WeekView }>();
    expect(
      week.blocks.map((b) => [b.showName, b.dayIndex, b.timeIndex, b.duration, b.showGenres]),
    ).toEqual([
      ['jazz hour', 2, 80, 4, []],
      ['Folk Corner', 3, 72, 4, ['Folk']],
    ]);
    const [folk] = await app.db.select().from(shows).where(eq(shows.name, 'Folk Corner'));
    expect(folk).toMatchObject({ color: '#3b82f6', genres: ['Folk'], duration: 1 });
  });

  it('offers the file’s first week with events, and places it here when asked', async () => {
    const weekId = '2027-04-04';
    const file = {
      name: 'old.ics',
      text: ics('SUMMARY:Archive\r\nDTSTART:20270104T090000Z\r\nDTEND:20270104T100000Z'),
    };
    const plan = (await preview(weekId, file)).json<{ plan: ImportPlan }>().plan;
    expect(plan.placements).toEqual([]);
    expect(plan.suggestedSourceWeek).toBe('2027-01-03');
    const response = await confirm(weekId, file, '2027-01-03');
    expect(response.status, response.text).toBe(201);
    expect(weekOf(response).blocks.map((b) => [b.showName, b.dayIndex, b.timeIndex])).toEqual([
      ['Archive', 1, 36],
    ]);
  });
});
