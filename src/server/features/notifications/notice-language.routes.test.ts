import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { createDj, createShow, placeShow, setWeekStatus } from '../../test/schedule-set-up';
import { stationSettingsOf } from '../../test/station-settings';
import { NOTICE_MAIL_JOB } from './notify';
import { REMINDERS_JOB } from './reminder-job';

/*
 * E-mails are written in the recipient's language (decision 0074, "Refusals and e-mails"):
 * their profile's, else the station's, else English; subject, body and footer, dates from Intl.
 */
const WEEK = '2026-10-25';
let now = new Date('2026-10-20T12:00:00Z');
const clock = { timeZone: 'Europe/London', now: () => now };
const { app, manager, amelie, bea } = useTestApp(
  { station: clock },
  { manager: {}, amelie: { name: 'Amelie' }, bea: { name: 'Bea' } },
);
const station = stationSettingsOf(manager);

beforeAll(async () => {
  const saved = await amelie.client.patch('/api/profile', {
    json: { language: 'fr', timeFormat: '12h' },
  });
  expect(saved.status, saved.text).toBe(200);
  expect((await station.change({ stationLanguage: 'de' })).status).toBe(200);
  const djIds: string[] = [];
  for (const [member, name] of [
    [amelie, 'Amelie'],
    [bea, 'Bea'],
  ] as const) {
    const dj = await createDj(manager, { name });
    const linked = await manager.client.request('PUT', `/api/team/members/${member.id}/dj`, {
      json: { djId: dj.id },
    });
    expect(linked.status).toBe(200);
    djIds.push(dj.id);
  }
  const jazz = await createShow(manager, { name: 'Jazz Hour', duration: 1, djIds });
  expect((await placeShow(manager.client, WEEK, jazz, 2, 36, 4)).status).toBe(201);
  expect((await setWeekStatus(manager.client, WEEK)).status).toBe(200);
  await app.jobs.seed();
});

describe('e-mails in the reader’s language', () => {
  it('a reminder is French on the 12-hour clock for a member who chose both, and in the station’s language on 24 hours for one who chose neither', async () => {
    now = new Date('2026-10-26T09:00:00Z');
    await app.jobs.runDue(REMINDERS_JOB);
    await app.jobs.runDue(NOTICE_MAIL_JOB);
    const [french] = await app.outbox.to(amelie.email);
    expect(french!.subject).toBe('Rappel : Jazz Hour demain, mar. 27 oct.');
    expect(french!.text).toContain('Vous êtes à l’antenne sur');
    expect(french!.text).toContain('Quand : mar. 27 oct., 9:00 AM–10:00 AM (Europe/London)');
    expect(french!.text).toContain('Ne plus recevoir les e-mails « rappels »');
    const [german] = await app.outbox.to(bea.email);
    expect(german!.subject).toBe('Erinnerung: Jazz Hour morgen, Di., 27. Okt.');
    expect(german!.text).toContain('Wann: Di., 27. Okt., 09:00–10:00 (Europe/London)');
    expect(german!.html).toContain('Keine E-Mails zu „Erinnerungen“ mehr');
  });

  it('an invitation goes out in the station’s language (the address has no account yet)', async () => {
    const invited = await manager.client.post('/api/team/invitations', {
      json: { email: 'neu@example.com', role: 'DJ' },
    });
    expect(invited.status, invited.text).toBe(201);
    const [mail] = await app.outbox.to('neu@example.com');
    expect(mail!.subject).toMatch(/^Du bist eingeladen, dem Team von .* beizutreten$/);
    expect(mail!.text).toContain('läuft in 7 Tagen ab');
  });
});
