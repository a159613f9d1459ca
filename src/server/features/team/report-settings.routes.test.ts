import { describe, expect, it } from 'vitest';
import { describeActivity } from '../../../shared/activity/describe-activity';
import type { ActivityEntryView } from '../../../shared/activity/activity-entry';
import { errorOf } from '../../test/schedule-set-up';
import { stationSettingsOf } from '../../test/station-settings';
import { useTestApp } from '../../test/use-test-app';
import { ENGLISH_ACTIVITY_WORDS } from '../../../shared/activity/english-activity-words';

/*
 * Station Settings → Reports (issue 36): whether members may open Reports (read-only) and the
 * paper the report's PDF is laid out for; managers change them, as the other settings.
 */
const { app, manager, dj } = useTestApp({}, { manager: { name: 'Morgan' }, dj: {} });
const { change, read: settingsOf } = stationSettingsOf(manager);

describe('the Reports settings', () => {
  it('start closed to members on A4, and a manager changes them', async () => {
    expect(await settingsOf()).toMatchObject({
      reportsOpenToMembers: false,
      reportPaperSize: 'a4',
    });
    const r = await change({ reportsOpenToMembers: true, reportPaperSize: 'letter' });
    expect(r.status, r.text).toBe(200);
    expect(await settingsOf()).toMatchObject({
      reportsOpenToMembers: true,
      reportPaperSize: 'letter',
    });
    const log = (await manager.client.get('/api/activity')).json<{ entries: ActivityEntryView[] }>()
      .entries;
    expect(describeActivity(log[0]!, ENGLISH_ACTIVITY_WORDS)).toContain(
      'whether members may open Reports',
    );
    expect(describeActivity(log[0]!, ENGLISH_ACTIVITY_WORDS)).toContain(
      'the paper size of report PDFs',
    );
  });

  it('refuses another paper, a non-boolean, a DJ and no session, changing nothing', async () => {
    const before = await settingsOf();
    for (const [body, field] of [
      [{ reportPaperSize: 'A3' }, 'reportPaperSize'],
      [{ reportPaperSize: null }, 'reportPaperSize'],
      [{ reportsOpenToMembers: 'yes' }, 'reportsOpenToMembers'],
    ] as const) {
      const r = await change(body);
      expect(r.status, r.text).toBe(422);
      expect(errorOf(r).fields?.[field]).toEqual(expect.any(String));
    }
    expect((await change({ reportsOpenToMembers: false }, dj)).status).toBe(403);
    expect((await app.client().patch('/api/station-settings', { json: {} })).status).toBe(401);
    expect(await settingsOf()).toEqual(before);
  });
});
