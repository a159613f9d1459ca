import english from 'virtual:catalog/en/activity';
import german from 'virtual:catalog/de/activity';
import spanish from 'virtual:catalog/es/activity';
import { describe, expect, it } from 'vitest';
import type { ActivityEntryView } from '../../../shared/activity/activity-entry';
import type { ActivityWords } from '../../../shared/activity/activity-words';
import { describeActivity, relativeTime } from '../../../shared/activity/describe-activity';
import type { CompiledCatalog } from '../../i18n/catalog-store';
import { translator } from '../../i18n/translate';

/** The words a German or Spanish reader's screen says the sentences with (useActivityWords). */
const wordsOf = (language: 'de' | 'es', catalog: CompiledCatalog): ActivityWords => ({
  t: translator<'activity'>({ activity: catalog }, { activity: english }),
  language,
});
const de = wordsOf('de', german);
const es = wordsOf('es', spanish);

const entry = (
  action: string,
  subjectType: string,
  details: Record<string, unknown>,
  weekId: string | null = '2026-11-22',
): ActivityEntryView => ({
  id: '1',
  at: '2026-11-24T10:00:00.000Z',
  actorId: 'u1',
  actorName: 'Morgan',
  action,
  subjectType,
  subjectId: null,
  weekId,
  details,
});

describe('activity sentences in the reader language', () => {
  it('tells a German reader a move, with weekdays and the length in German', () => {
    const move = entry('block.move', 'block', {
      show: 'Jazz Hour',
      fromDay: 2,
      fromTime: 40,
      toDay: 3,
      toTime: 44,
      fromDuration: 4,
      toDuration: 6,
      hosts: ['Guest Gina'],
    });
    expect(describeActivity(move, de)).toBe(
      'Morgan hat Jazz Hour von Di. 10:00 auf Mi. 11:00 verschoben und die Länge auf 1,5 Std. geändert und die Moderation auf Guest Gina geändert',
    );
  });

  it('counts shows and names weeks in Spanish', () => {
    const copy = entry('week.copy', 'week', { source: '2026-11-15', copied: 3 });
    expect(describeActivity(copy, es)).toBe(
      'Morgan copió 3 programas de la semana del 15 nov 2026 a la semana del 22 nov 2026',
    );
    const one = entry('week.copy', 'week', { source: '2026-11-15', copied: 1 });
    expect(describeActivity(one, es)).toContain('copió 1 programa de');
  });

  it('says fill-ins, settings, team and unknown actions in German', () => {
    const take = entry('fillin.take', 'block', {
      show: 'Jazz Hour',
      date: '2027-01-12',
      for: 'Alex',
    });
    expect(describeActivity(take, de)).toBe(
      'Morgan hat Jazz Hour am Di., 12. Jan. für Alex übernommen',
    );
    const settings = entry('settings.change', 'settings', { changed: ['stationName'] }, null);
    expect(describeActivity(settings, de)).toBe(
      'Morgan hat Folgendes geändert: den Namen des Senders',
    );
    const role = entry('team.role', 'member', { memberName: 'Kai', to: 'Viewer' }, null);
    expect(describeActivity(role, de)).toBe('Morgan hat Kai die Rolle Lesende*r gegeben');
    expect(describeActivity(entry('something.new', 'gadget', {}, null), de)).toBe(
      'Morgan hat etwas geändert',
    );
    expect(describeActivity({ ...entry('dj.delete', 'dj', {}, null), actorName: '' }, es)).toBe(
      'Alguien eliminó al locutor',
    );
  });

  it('says how long ago in the reader language', () => {
    const now = new Date('2026-11-24T15:00:00Z');
    expect(relativeTime('2026-11-24T14:57:00Z', now, 'UTC', es)).toBe('hace 3 min');
    expect(relativeTime('2026-11-23T23:00:00Z', now, 'UTC', de)).toBe('gestern');
    expect(relativeTime('2026-11-20T12:00:00Z', now, 'UTC', de)).toBe('vor 4 Tagen');
    expect(relativeTime('2026-11-03T12:00:00Z', now, 'UTC', de)).toBe('3. Nov. 2026');
  });
});
