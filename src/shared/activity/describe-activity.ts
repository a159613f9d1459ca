import { slotTime, SLOTS_PER_DAY } from '../schedule/slots';
import { dateInZone, DAY_NAMES, shortDateLabel } from '../schedule/week';
import type { ActivityEntryView } from './activity-entry';
import { FILL_IN_PHRASES } from './fill-in-phrases';
import { AWAY_PHRASES } from './away-phrases';
import { SEASON_PHRASES } from './season-phrases';
import { CATEGORY_PHRASES } from './category-phrases';
import { TEAM_PHRASES } from './team-phrases';
import { WEBHOOK_PHRASES } from './webhook-phrases';

type Details = Record<string, unknown>;

const text = (details: Details, key: string): string | null => {
  const value = details[key];
  return typeof value === 'string' && value.trim() ? value : null;
};
const whole = (details: Details, key: string): number | null => {
  const value = details[key];
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
};

/** "Tue 10:00": grid wall-clock of the station, as the grid shows it; null when not known. */
export function slotLabel(dayIndex: number | null, timeIndex: number | null): string | null {
  if (dayIndex === null || timeIndex === null) return null;
  const day = DAY_NAMES[dayIndex];
  if (!day || timeIndex < 0 || timeIndex >= SLOTS_PER_DAY) return null;
  return `${day.slice(0, 3)} ${slotTime(timeIndex)}`;
}

/** "1 h", "1.5 h", "15 min": a duration in 15-minute slots. */
export function durationLabel(slots: number | null): string | null {
  if (slots === null || slots < 1) return null;
  if (slots < 4) return `${slots * 15} min`;
  return `${Number((slots / 4).toFixed(2))} h`;
}

const show = (d: Details) => text(d, 'show') ?? 'a show';
/** The slot in `day`/`time`, or with a prefix in `fromDay`/`fromTime`. */
const at = (d: Details, prefix?: 'from' | 'to') =>
  prefix
    ? slotLabel(whole(d, `${prefix}Day`), whole(d, `${prefix}Time`))
    : slotLabel(whole(d, 'day'), whole(d, 'time'));
const on = (d: Details) => {
  const where = at(d);
  return where ? ` on ${where}` : '';
};
const weekOf = (weekId: string | null) =>
  weekId ? `the week of ${shortDateLabel(weekId)}, ${weekId.slice(0, 4)}` : 'a week';
const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;
/** " and changed its hosts to Ann, Bob" (" … to no one"), when an entry names new hosts. */
const hostsChange = (d: Details, lead = ' and changed its hosts') => {
  if (!Array.isArray(d.hosts)) return '';
  const names = d.hosts.filter((n): n is string => typeof n === 'string');
  return `${lead} to ${names.length > 0 ? names.join(', ') : 'no one'}`;
};
const fieldList = (d: Details) => {
  const fields = Array.isArray(d.fields)
    ? d.fields.filter((f): f is string => typeof f === 'string')
    : [];
  return fields.length > 0 ? ` (${fields.join(', ')})` : '';
};

/** What each known action did, after the actor's name. */
const PHRASES: Record<string, (d: Details, entry: ActivityEntryView) => string> = {
  'block.place': (d) => `placed ${show(d)}${on(d)}`,
  'block.move': (d) => {
    const from = at(d, 'from');
    const to = at(d, 'to');
    const moved = `moved ${show(d)}${from ? ` from ${from}` : ''}${to ? ` to ${to}` : ''}`;
    const before = durationLabel(whole(d, 'fromDuration'));
    const after = durationLabel(whole(d, 'toDuration'));
    const made = before && after && before !== after ? `${moved} and made it ${after}` : moved;
    return made + hostsChange(d);
  },
  'block.resize': (d) => {
    const before = durationLabel(whole(d, 'fromDuration'));
    const after = durationLabel(whole(d, 'toDuration'));
    const change = before && after ? ` from ${before} to ${after}` : '';
    return `resized ${show(d)}${on(d)}${change}${hostsChange(d)}`;
  },
  'block.edit': (d) =>
    // Only the hosts changed: say so ("changed the hosts of …"), not "edited … (DJs)".
    Array.isArray(d.hosts) && fieldList(d) === ' (DJs)'
      ? `changed the hosts of ${show(d)}${on(d)}${hostsChange(d, '')}`
      : `edited ${show(d)}${on(d)}${fieldList(d)}${hostsChange(d)}`,
  'block.delete': (d) => `deleted ${show(d)}${on(d)}`,
  'block.restore': (d) => `brought back ${show(d)}${on(d)} (undo)`,
  'series.create': (d) => `made ${show(d)}${on(d)} recurring`,
  'series.delete': (d) => `ended the series of ${show(d)}${on(d)}`,
  'series.exception': (d) => `changed ${show(d)}${on(d)} apart from its series`,
  'series.removeInstance': (d) => `removed ${show(d)}${on(d)} from its series`,
  'series.restoreInstance': (d) => `brought back ${show(d)}${on(d)} in its series (undo)`,
  'series.edit': (d) => {
    const from = text(d, 'from');
    return `changed the series of ${show(d)}${from ? ` from ${from}` : ''}`;
  },
  'series.end': (d) => {
    const last = text(d, 'last');
    return `ended the series of ${show(d)}${last ? ` after ${last}` : ''}`;
  },
  'series.skip': (d) => `skipped ${show(d)}${on(d)} in its series`,
  'series.restore': (d) => `brought back the series of ${show(d)} as it was (undo)`,
  'week.create': (_d, e) => `created the schedule of ${weekOf(e.weekId)}`,
  'week.saveDraft': (_d, e) => `saved ${weekOf(e.weekId)} as a draft`,
  'week.finalize': (_d, e) => `finalized ${weekOf(e.weekId)}`,
  'week.revert': (_d, e) => `reverted ${weekOf(e.weekId)} to draft`,
  'week.delete': (_d, e) => `deleted ${weekOf(e.weekId)}`,
  'week.copy': (d, e) => {
    const copied = whole(d, 'copied') ?? 0;
    const source = text(d, 'source');
    return `copied ${plural(copied, 'show')}${source ? ` from ${weekOf(source)}` : ''} to ${weekOf(e.weekId)}`;
  },
  'week.import': (d, e) => {
    const placed = whole(d, 'placed') ?? 0;
    const created = whole(d, 'createdShows') ?? 0;
    const series = whole(d, 'series') ?? 0;
    const extras = [
      created > 0 ? `${plural(created, 'new show template')}` : null,
      series > 0 ? `${plural(series, 'series', 'series')}` : null,
    ].filter(Boolean);
    return `imported ${plural(placed, 'show')} into ${weekOf(e.weekId)}${extras.length ? ` (${extras.join(', ')})` : ''}`;
  },
  'week.undoBulk': (d, e) => {
    const removed = whole(d, 'removed') ?? 0;
    const what = text(d, 'undid');
    if (what === 'series') return `undid making a show recurring in ${weekOf(e.weekId)}`;
    const from = what === 'copy' ? 'copy from' : 'import into';
    return `undid the ${from} ${weekOf(e.weekId)}, taking away ${plural(removed, 'show')}`;
  },
  'show.create': (d) => `added the show ${text(d, 'name') ?? ''}`.trimEnd(),
  'show.update': (d) => `edited the show ${text(d, 'name') ?? ''}`.trimEnd() + fieldList(d),
  'show.delete': (d) => `deleted the show ${text(d, 'name') ?? ''}`.trimEnd(),
  'dj.create': (d) => `added the DJ ${text(d, 'name') ?? ''}`.trimEnd(),
  'dj.update': (d) => {
    const previous = text(d, 'previousName');
    const name = text(d, 'name') ?? '';
    return previous
      ? `renamed the DJ ${previous} to ${name}`.trimEnd() + fieldList(d)
      : `edited the DJ ${name}`.trimEnd() + fieldList(d);
  },
  'dj.delete': (d) => `deleted the DJ ${text(d, 'name') ?? ''}`.trimEnd(),
  ...TEAM_PHRASES,
  ...WEBHOOK_PHRASES,
  ...SEASON_PHRASES,
  ...CATEGORY_PHRASES,
  ...FILL_IN_PHRASES,
  ...AWAY_PHRASES,
};

/** What an action nobody taught this file says, by what it was done to. */
const FALLBACKS: Record<string, (entry: ActivityEntryView) => string> = {
  member: () => 'changed the team',
  invitation: () => 'changed the team',
  settings: () => 'changed the station settings',
  block: (e) => `changed ${show(e.details)}${on(e.details)}`,
  series: (e) => `changed the series of ${show(e.details)}`,
  week: (e) => `changed ${weekOf(e.weekId)}`,
  show: (e) => `changed the show ${text(e.details, 'name') ?? ''}`.trimEnd(),
  dj: (e) => `changed the DJ ${text(e.details, 'name') ?? ''}`.trimEnd(),
};

/**
 * The sentence of an entry, without its time: "Morgan moved Jazz Hour from Tue 10:00 to Wed
 * 11:00". Grid times are the station's wall-clock, as on the grid. An action this file does not
 * know still reads sensibly by its subject: "Morgan changed the team".
 */
export function describeActivity(entry: ActivityEntryView): string {
  return `${actorLabel(entry)} ${describeAction(entry)}`;
}

/** Who made the change, as the sentence names them. */
export function actorLabel(entry: ActivityEntryView): string {
  return entry.actorName || 'Someone';
}

/** The sentence after its actor: "moved Jazz Hour from Tue 10:00 to Wed 11:00". */
export function describeAction(entry: ActivityEntryView): string {
  const phrase = PHRASES[entry.action]?.(entry.details ?? {}, entry);
  return phrase ?? FALLBACKS[entry.subjectType]?.(entry) ?? 'made a change';
}

/**
 * How long ago, read in the reader's zone (their profile's, DESIGN.md D15): "just now", "3 min
 * ago", "2 h ago" (same day), "yesterday", "4 days ago", then the date: "Nov 3, 2026".
 */
export function relativeTime(iso: string, now: Date, timeZone: string): string {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return '';
  const seconds = Math.floor((now.getTime() - when.getTime()) / 1000);
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const today = dateInZone(now, timeZone);
  const day = dateInZone(when, timeZone);
  if (day === today) return `${Math.floor(minutes / 60)} h ago`;
  const days = Math.round((Date.parse(today) - Date.parse(day)) / 86_400_000);
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  return `${shortDateLabel(day)}, ${day.slice(0, 4)}`;
}
