import { describe, expect, it } from 'vitest';
import { describeActivity } from '../../../shared/activity/describe-activity';
import type { ActivityEntryView } from '../../../shared/activity/activity-entry';
import { errorOf } from '../../test/schedule-set-up';
import { stationSettingsOf } from '../../test/station-settings';
import { useTestApp } from '../../test/use-test-app';
import { ENGLISH_ACTIVITY_WORDS } from '../../../shared/activity/english-activity-words';

/*
 * Station Settings → "Station language" (issue 37): the public pages' language when a visitor's
 * browser asks for none of ours; managers change it, as the other settings.
 */
const { app, manager, dj } = useTestApp({}, { manager: { name: 'Morgan' }, dj: {} });
const { change, read: settingsOf } = stationSettingsOf(manager);

describe('the station language', () => {
  it('starts English, and a manager changes it, logged', async () => {
    expect((await settingsOf()).stationLanguage).toBe('en');
    const r = await change({ stationLanguage: 'pt-BR' });
    expect(r.status, r.text).toBe(200);
    expect((await settingsOf()).stationLanguage).toBe('pt-BR');
    const log = (await manager.client.get('/api/activity')).json<{ entries: ActivityEntryView[] }>()
      .entries;
    expect(describeActivity(log[0]!, ENGLISH_ACTIVITY_WORDS)).toContain('the station language');
  });

  it('refuses a language not ours, a DJ and no session, changing nothing', async () => {
    const before = await settingsOf();
    for (const stationLanguage of ['pt', 'EN', 'ja', '', null, 3]) {
      const r = await change({ stationLanguage });
      expect(r.status, r.text).toBe(422);
      // Neither the manager nor the request chose a language: the station's (pt-BR, above) says it.
      expect(errorOf(r).fields?.stationLanguage).toBe('Escolha um idioma da lista');
    }
    expect((await change({ stationLanguage: 'fr' }, dj)).status).toBe(403);
    expect((await app.client().patch('/api/station-settings', { json: {} })).status).toBe(401);
    expect(await settingsOf()).toEqual(before);
  });

  it('says Station Settings field refusals in the request language', async () => {
    const r = await manager.client.patch('/api/station-settings', {
      json: { stationLanguage: 'ja', stationName: ' ', activityRetentionDays: 5 },
      headers: { 'accept-language': 'de' },
    });
    expect(r.status, r.text).toBe(422);
    expect(errorOf(r).fields).toEqual({
      stationLanguage: 'Wähle eine Sprache aus der Liste',
      stationName: 'Gib den Namen des Senders ein',
      activityRetentionDays: 'Bewahre das Protokoll mindestens 30 Tage auf',
    });
  });
});
