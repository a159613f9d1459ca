import { describe, expect, it } from 'vitest';
import type { ActivityEntryView } from './activity-entry';
import { describeActivity, durationLabel, relativeTime, slotLabel } from './describe-activity';
import { ENGLISH_ACTIVITY_WORDS as english } from './english-activity-words';

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

describe('describeActivity', () => {
  it.each([
    [
      entry('block.move', 'block', {
        show: 'Jazz Hour',
        fromDay: 2,
        fromTime: 40,
        toDay: 3,
        toTime: 44,
        fromDuration: 4,
        toDuration: 4,
      }),
      'Morgan moved Jazz Hour from Tue 10:00 to Wed 11:00',
    ],
    [
      entry('block.move', 'block', {
        show: 'Jazz Hour',
        fromDay: 2,
        fromTime: 40,
        toDay: 3,
        toTime: 44,
        fromDuration: 4,
        toDuration: 6,
      }),
      'Morgan moved Jazz Hour from Tue 10:00 to Wed 11:00 and made it 1.5 h',
    ],
    [
      entry('block.resize', 'block', {
        show: 'Jazz Hour',
        day: 0,
        time: 0,
        fromDuration: 4,
        toDuration: 2,
      }),
      'Morgan resized Jazz Hour on Sun 00:00 from 1 h to 30 min',
    ],
    [
      // A guest DJ standing in for a shorter show: both what changed, not only the length.
      entry('block.resize', 'block', {
        show: 'Jazz Hour',
        day: 2,
        time: 40,
        fromDuration: 16,
        toDuration: 12,
        hosts: ['Guest Gina'],
      }),
      'Morgan resized Jazz Hour on Tue 10:00 from 4 h to 3 h and changed its hosts to Guest Gina',
    ],
    [
      entry('block.edit', 'block', {
        show: 'Jazz Hour',
        day: 2,
        time: 40,
        fields: ['DJs'],
        hosts: ['Guest Gina', 'Ann'],
      }),
      'Morgan changed the hosts of Jazz Hour on Tue 10:00 to Guest Gina, Ann',
    ],
    [
      entry('block.place', 'block', { show: 'Jazz Hour', day: 6, time: 95, duration: 1 }),
      'Morgan placed Jazz Hour on Sat 23:45',
    ],
    [
      entry('block.edit', 'block', { show: 'Jazz Hour', day: 1, time: 4, fields: ['color'] }),
      'Morgan edited Jazz Hour on Mon 01:00 (color)',
    ],
    [
      entry('block.delete', 'block', { show: 'Jazz Hour', day: 2, time: 40, duration: 4 }),
      'Morgan deleted Jazz Hour on Tue 10:00',
    ],
    [
      entry('block.restore', 'block', { show: 'Jazz Hour', day: 2, time: 40 }),
      'Morgan brought back Jazz Hour on Tue 10:00 (undo)',
    ],
    [
      entry('series.create', 'series', { show: 'Jazz Hour', day: 2, time: 40 }),
      'Morgan made Jazz Hour on Tue 10:00 recurring',
    ],
    [
      entry('series.removeInstance', 'series', { show: 'News', day: 5, time: 48 }),
      'Morgan removed News on Fri 12:00 from its series',
    ],
    [entry('week.finalize', 'week', {}), 'Morgan finalized the week of Nov 22, 2026'],
    [entry('week.revert', 'week', {}), 'Morgan reverted the week of Nov 22, 2026 to draft'],
    [
      entry('week.copy', 'week', { source: '2026-11-15', copied: 3 }),
      'Morgan copied 3 shows from the week of Nov 15, 2026 to the week of Nov 22, 2026',
    ],
    [
      entry('week.import', 'week', { placed: 1, createdShows: 2, series: 0 }),
      'Morgan imported 1 show into the week of Nov 22, 2026 (2 new show templates)',
    ],
    [
      entry('show.update', 'show', { name: 'Jazz Hour', fields: ['name', 'color'] }, null),
      'Morgan edited the show Jazz Hour (name, color)',
    ],
    [entry('dj.delete', 'dj', { name: 'Ann' }, null), 'Morgan deleted the DJ Ann'],
    [
      entry('webhook.create', 'settings', { host: 'hooks.example.com' }, null),
      'Morgan added the webhook to hooks.example.com',
    ],
    [entry('webhook.rotateSecret', 'settings', {}, null), 'Morgan rotated the secret of a webhook'],
    // Actions recorded elsewhere, unknown here, still read as a sentence by their subject.
    [entry('team.unknown', 'member', { email: 'x' }, null), 'Morgan changed the team'],
    [entry('settings.change', 'settings', {}, null), 'Morgan changed the station settings'],
    [entry('something.new', 'gadget', {}, null), 'Morgan made a change'],
    // Broken details never throw nor print "undefined".
    [entry('block.move', 'block', { show: 7, fromDay: 9, toTime: 'x' }), 'Morgan moved a show'],
  ])('%#: %s', (input, sentence) => {
    expect(describeActivity(input, english)).toBe(sentence);
  });
});

describe('slot and duration labels', () => {
  it.each([
    [2, 40, 'Tue 10:00'],
    [0, 0, 'Sun 00:00'],
    [7, 0, null],
    [0, 96, null],
  ])('slotLabel(%i, %i) is %s', (day, time, label) => {
    expect(slotLabel(day, time)).toBe(label);
  });
  it.each([
    [1, '15 min'],
    [4, '1 h'],
    [5, '1.25 h'],
    [96, '24 h'],
    [0, null],
  ])('durationLabel(%i) is %s', (slots, label) => {
    expect(durationLabel(slots)).toBe(label);
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-11-24T15:00:00Z');
  it.each([
    ['2026-11-24T14:59:30Z', 'UTC', 'just now'],
    ['2026-11-24T15:00:10Z', 'UTC', 'just now'], // a clock a little ahead
    ['2026-11-24T14:57:00Z', 'UTC', '3 min ago'],
    ['2026-11-24T12:30:00Z', 'UTC', '2 h ago'],
    ['2026-11-23T23:00:00Z', 'UTC', 'yesterday'],
    // The reader's day decides: it is already the 25th in Tokyo, so the 24th was yesterday.
    ['2026-11-24T00:30:00Z', 'UTC', '14 h ago'],
    ['2026-11-24T00:30:00Z', 'Asia/Tokyo', 'yesterday'],
    ['2026-11-20T12:00:00Z', 'UTC', '4 days ago'],
    ['2026-11-03T12:00:00Z', 'UTC', 'Nov 3, 2026'],
    ['not a date', 'UTC', ''],
  ])('%s in %s is %s', (iso, zone, label) => {
    expect(relativeTime(iso, now, zone, english)).toBe(label);
  });
});

describe('team and settings sentences', () => {
  it.each([
    ['team.approve', { memberName: 'Kai' }, 'Morgan approved Kai'],
    ['team.decline', { memberName: 'Kai' }, "Morgan declined Kai's request to join"],
    ['team.suspend', { memberName: 'Kai' }, 'Morgan suspended Kai'],
    ['team.reactivate', { memberName: 'Kai' }, 'Morgan reactivated Kai'],
    ['team.role', { memberName: 'Kai', from: 'DJ', to: 'Viewer' }, 'Morgan made Kai a Viewer'],
    [
      'team.link',
      { memberName: 'Kai', djName: 'DJ Kai' },
      'Morgan linked Kai to the DJ entry DJ Kai',
    ],
    [
      'team.link',
      { memberName: 'Kai', djName: null, previousDjName: 'DJ Kai' },
      'Morgan unlinked Kai from the DJ entry DJ Kai',
    ],
    ['team.remove', { memberName: 'Kai' }, 'Morgan removed Kai from the station'],
    [
      'team.startup-manager',
      { memberName: 'Morgan', to: 'Station Manager' },
      'Morgan was made Station Manager at start-up by STATION_MANAGER_EMAIL',
    ],
    [
      'invitation.create',
      { email: 'kai@station.fm', role: 'DJ' },
      'Morgan invited kai@station.fm as a DJ',
    ],
    [
      'invitation.revoke',
      { email: 'kai@station.fm' },
      'Morgan revoked the invitation of kai@station.fm',
    ],
    [
      'settings.change',
      { changed: ['signupPolicy', 'djPermissions'] },
      'Morgan changed the sign-up policy, what DJs may do',
    ],
    ['settings.change', { changed: ['nonsense'] }, 'Morgan changed the station settings'],
    ['team.approve', {}, 'Morgan approved a member'],
    [
      'dj.update',
      { name: 'Other DJ', previousName: 'Zed DJ', fields: ['name'] },
      'Morgan renamed the DJ Zed DJ to Other DJ (name)',
    ],
    ['profile.rename', { from: 'Morgan', to: 'Mo' }, 'Morgan changed their username to Mo'],
    ['profile.rename', { from: 'Morgan', to: null }, 'Morgan removed their username'],
  ])('%#: %s', (action, details, sentence) => {
    const prefix = action.split('.')[0]!;
    const subjectType = prefix === 'team' || prefix === 'profile' ? 'member' : prefix;
    expect(describeActivity(entry(action, subjectType, details, null), english)).toBe(sentence);
  });
});
