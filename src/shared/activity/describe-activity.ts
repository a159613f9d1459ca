import { slotTime, SLOTS_PER_DAY } from '../schedule/slots';
import { dateInZone, DAY_NAMES } from '../schedule/week';
import type { ActivityEntryView } from './activity-entry';
import {
  decimal,
  fullDate,
  storedDayMonth,
  weekdayShort,
  type ActivityKey,
  type ActivityWords,
} from './activity-words';
import { FILL_IN_PHRASES } from './fill-in-phrases';
import { AWAY_PHRASES } from './away-phrases';
import { SEASON_PHRASES } from './season-phrases';
import { CATEGORY_PHRASES } from './category-phrases';
import { TEAM_PHRASES } from './team-phrases';
import { WEBHOOK_PHRASES } from './webhook-phrases';

export type { ActivityWords } from './activity-words';

type Details = Record<string, unknown>;
/** A phrase of an action, after the actor's name, in the reader's words. */
export type Phrase = (d: Details, words: ActivityWords, entry: ActivityEntryView) => string;

const text = (details: Details, key: string): string | null => {
  const value = details[key];
  return typeof value === 'string' && value.trim() ? value : null;
};
const whole = (details: Details, key: string): number | null => {
  const value = details[key];
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
};

/** "Tue 10:00": grid wall-clock of the station, as the grid shows it; null when not known. */
export function slotLabel(
  dayIndex: number | null,
  timeIndex: number | null,
  language: ActivityWords['language'] = 'en',
): string | null {
  if (dayIndex === null || timeIndex === null) return null;
  const day = DAY_NAMES[dayIndex];
  if (!day || timeIndex < 0 || timeIndex >= SLOTS_PER_DAY) return null;
  return `${weekdayShort(language, dayIndex)} ${slotTime(timeIndex)}`;
}

/** "1 h", "1.5 h", "15 min": a duration in 15-minute slots (the schedule's length menu too). */
export function durationLabel(slots: number | null): string | null {
  if (slots === null || slots < 1) return null;
  if (slots < 4) return `${slots * 15} min`;
  return `${Number((slots / 4).toFixed(2))} h`;
}

/** A duration in the reader's words: "1.5 h", "1,5 h", "15 min". */
function duration({ t, language }: ActivityWords, slots: number | null): string | null {
  if (slots === null || slots < 1) return null;
  if (slots < 4) return t('activity:duration.minutes', { minutes: slots * 15 });
  return t('activity:duration.hours', { hours: decimal(language, slots / 4) });
}

/** A message whose `{name}` may be missing: "deleted the show" rather than "…show  ". */
export function named(
  { t }: ActivityWords,
  key: ActivityKey,
  name: string | null,
  values: Record<string, string> = {},
): string {
  if (name) return t(key, { ...values, name });
  return t(key, { ...values, name: '' })
    .replace(/ {2,}/g, ' ')
    .trimEnd();
}

const show = (d: Details, { t }: ActivityWords) => text(d, 'show') ?? t('activity:aShow');
/** The slot in `day`/`time`, or with a prefix in `fromDay`/`fromTime`. */
const at = (d: Details, { language }: ActivityWords, prefix?: 'from' | 'to') =>
  prefix
    ? slotLabel(whole(d, `${prefix}Day`), whole(d, `${prefix}Time`), language)
    : slotLabel(whole(d, 'day'), whole(d, 'time'), language);
/** " on Tue 10:00", or nothing when the slot is not known. */
const part = (words: ActivityWords, key: ActivityKey, slot: string | null) =>
  slot ? ` ${words.t(key, { slot })}` : '';
const on = (d: Details, words: ActivityWords) => part(words, 'activity:part.on', at(d, words));
/** Where a block was and what it was: the values most block and series sentences take. */
const block = (d: Details, words: ActivityWords) => ({ show: show(d, words), on: on(d, words) });
const hostNames = (d: Details, words: ActivityWords) => {
  const names = (d.hosts as unknown[]).filter((n): n is string => typeof n === 'string');
  return names.length > 0 ? names.join(', ') : words.t('activity:part.noOne');
};
/** " and changed its hosts to Ann, Bob" (" … to no one"), when an entry names new hosts. */
const hostsChange = (d: Details, words: ActivityWords) =>
  Array.isArray(d.hosts)
    ? ` ${words.t('activity:part.hosts', { names: hostNames(d, words) })}`
    : '';

/** The edit form's field names the server records, by their catalog key. */
const FIELD_KEYS: Record<string, ActivityKey> = {
  name: 'activity:field.name',
  DJs: 'activity:field.djs',
  duration: 'activity:field.duration',
  genres: 'activity:field.genres',
  description: 'activity:field.description',
  color: 'activity:field.color',
  image: 'activity:field.image',
  'Fill-in hosts': 'activity:field.fillInHosts',
  categories: 'activity:field.categories',
  bio: 'activity:field.bio',
  avatar: 'activity:field.avatar',
  tags: 'activity:field.tags',
  email: 'activity:field.email',
  phone: 'activity:field.phone',
  active: 'activity:field.active',
  repeat: 'activity:field.repeat',
};
const fieldNames = (d: Details) =>
  Array.isArray(d.fields) ? d.fields.filter((f): f is string => typeof f === 'string') : [];
/** " (name, color)", in the reader's words; a field this file does not know as recorded. */
export const fieldList = (d: Details, words: ActivityWords): string => {
  const fields = fieldNames(d).map((f) => {
    const key = Object.hasOwn(FIELD_KEYS, f) ? FIELD_KEYS[f] : undefined;
    return key ? words.t(key) : f;
  });
  return fields.length > 0 ? ` (${fields.join(', ')})` : '';
};

/** A week's sentence, or null (the fallback speaks) when the entry names no week. */
const ofWeek =
  (
    key: ActivityKey,
    values?: (d: Details, words: ActivityWords) => Record<string, string | number>,
  ): Phrase =>
  (d, words, e) =>
    e.weekId
      ? words.t(key, { ...values?.(d, words), week: fullDate(words.language, e.weekId) })
      : '';

/** What each known action did, after the actor's name. */
const PHRASES: Record<string, Phrase> = {
  'block.place': (d, w) => w.t('activity:block.place', block(d, w)),
  'block.move': (d, w) => {
    const moved = w.t('activity:block.move', {
      show: show(d, w),
      from: part(w, 'activity:part.from', at(d, w, 'from')),
      to: part(w, 'activity:part.to', at(d, w, 'to')),
    });
    const before = durationLabel(whole(d, 'fromDuration'));
    const after = duration(w, whole(d, 'toDuration'));
    const made =
      before && after && before !== durationLabel(whole(d, 'toDuration'))
        ? w.t('activity:block.moveMade', { moved, duration: after })
        : moved;
    return made + hostsChange(d, w);
  },
  'block.resize': (d, w) => {
    const before = duration(w, whole(d, 'fromDuration'));
    const after = duration(w, whole(d, 'toDuration'));
    const change =
      before && after ? ` ${w.t('activity:part.fromTo', { from: before, to: after })}` : '';
    return w.t('activity:block.resize', { ...block(d, w), change }) + hostsChange(d, w);
  },
  'block.edit': (d, w) => {
    // Only the hosts changed: say so ("changed the hosts of …"), not "edited … (DJs)".
    const fields = fieldNames(d);
    return Array.isArray(d.hosts) && fields.length === 1 && fields[0] === 'DJs'
      ? w.t('activity:block.hostsOnly', { ...block(d, w), names: hostNames(d, w) })
      : w.t('activity:block.edit', { ...block(d, w), fields: fieldList(d, w) }) + hostsChange(d, w);
  },
  'block.delete': (d, w) => w.t('activity:block.delete', block(d, w)),
  'block.restore': (d, w) => w.t('activity:block.restore', block(d, w)),
  'series.create': (d, w) => w.t('activity:series.create', block(d, w)),
  'series.delete': (d, w) => w.t('activity:series.delete', block(d, w)),
  'series.exception': (d, w) => w.t('activity:series.exception', block(d, w)),
  'series.removeInstance': (d, w) => w.t('activity:series.removeInstance', block(d, w)),
  'series.restoreInstance': (d, w) => w.t('activity:series.restoreInstance', block(d, w)),
  'series.edit': (d, w) => {
    const from = text(d, 'from');
    return from
      ? w.t('activity:series.editFrom', {
          show: show(d, w),
          from: storedDayMonth(w.language, from),
        })
      : w.t('activity:series.edit', { show: show(d, w) });
  },
  'series.end': (d, w) => {
    const last = text(d, 'last');
    return last
      ? w.t('activity:series.endAfter', {
          show: show(d, w),
          last: storedDayMonth(w.language, last),
        })
      : w.t('activity:series.end', { show: show(d, w) });
  },
  'series.skip': (d, w) => w.t('activity:series.skip', block(d, w)),
  'series.restore': (d, w) => w.t('activity:series.restore', { show: show(d, w) }),
  'week.create': ofWeek('activity:week.create'),
  'week.saveDraft': ofWeek('activity:week.saveDraft'),
  'week.finalize': ofWeek('activity:week.finalize'),
  'week.revert': ofWeek('activity:week.revert'),
  'week.delete': ofWeek('activity:week.delete'),
  'week.copy': (d, w, e) => {
    const source = text(d, 'source');
    const count = whole(d, 'copied') ?? 0;
    return source
      ? ofWeek('activity:week.copy', () => ({ count, source: fullDate(w.language, source) }))(
          d,
          w,
          e,
        )
      : ofWeek('activity:week.copyNoSource', () => ({ count }))(d, w, e);
  },
  'week.import': ofWeek('activity:week.import', (d, w) => {
    const created = whole(d, 'createdShows') ?? 0;
    const series = whole(d, 'series') ?? 0;
    const extras = [
      created > 0 ? w.t('activity:week.importTemplates', { count: created }) : null,
      series > 0 ? w.t('activity:week.importSeries', { count: series }) : null,
    ].filter(Boolean);
    return {
      count: whole(d, 'placed') ?? 0,
      extras: extras.length ? ` (${extras.join(', ')})` : '',
    };
  }),
  'week.undoBulk': (d, w, e) => {
    const what = text(d, 'undid');
    const key =
      what === 'series'
        ? 'activity:week.undoSeries'
        : what === 'copy'
          ? 'activity:week.undoCopy'
          : 'activity:week.undoImport';
    return ofWeek(key, () => ({ count: whole(d, 'removed') ?? 0 }))(d, w, e);
  },
  'show.create': (d, w) => named(w, 'activity:show.create', text(d, 'name')),
  'show.update': (d, w) =>
    named(w, 'activity:show.update', text(d, 'name'), { fields: fieldList(d, w) }),
  'show.delete': (d, w) => named(w, 'activity:show.delete', text(d, 'name')),
  'dj.create': (d, w) => named(w, 'activity:dj.create', text(d, 'name')),
  'dj.update': (d, w) => {
    const previous = text(d, 'previousName');
    const fields = fieldList(d, w);
    return previous
      ? named(w, 'activity:dj.rename', text(d, 'name'), { previous, fields })
      : named(w, 'activity:dj.update', text(d, 'name'), { fields });
  },
  'dj.delete': (d, w) => named(w, 'activity:dj.delete', text(d, 'name')),
  ...TEAM_PHRASES,
  ...WEBHOOK_PHRASES,
  ...SEASON_PHRASES,
  ...CATEGORY_PHRASES,
  ...FILL_IN_PHRASES,
  ...AWAY_PHRASES,
};

/** What an action nobody taught this file says, by what it was done to. */
const FALLBACKS: Record<string, (entry: ActivityEntryView, words: ActivityWords) => string> = {
  member: (_e, w) => w.t('activity:team.changed'),
  invitation: (_e, w) => w.t('activity:team.changed'),
  settings: (_e, w) => w.t('activity:settings.changed'),
  block: (e, w) => w.t('activity:block.changed', block(e.details, w)),
  series: (e, w) => w.t('activity:series.edit', { show: show(e.details, w) }),
  week: (e, w) =>
    e.weekId
      ? w.t('activity:week.changed', { week: fullDate(w.language, e.weekId) })
      : w.t('activity:week.changedUnknown'),
  show: (e, w) => named(w, 'activity:show.changed', text(e.details, 'name')),
  dj: (e, w) => named(w, 'activity:dj.changed', text(e.details, 'name')),
};

/**
 * The sentence of an entry, without its time: "Morgan moved Jazz Hour from Tue 10:00 to Wed
 * 11:00", in the reader's words. Grid times are the station's wall-clock, as on the grid. An
 * action this file does not know still reads sensibly by its subject: "Morgan changed the team".
 */
export function describeActivity(entry: ActivityEntryView, words: ActivityWords): string {
  return words.t('activity:sentence', {
    actor: actorLabel(entry, words),
    action: describeAction(entry, words),
  });
}

/** Who made the change, as the sentence names them. */
export function actorLabel(entry: ActivityEntryView, words: ActivityWords): string {
  return entry.actorName || words.t('activity:someone');
}

/** The sentence after its actor: "moved Jazz Hour from Tue 10:00 to Wed 11:00". */
export function describeAction(entry: ActivityEntryView, words: ActivityWords): string {
  const phrase = PHRASES[entry.action]?.(entry.details ?? {}, words, entry);
  return phrase || (FALLBACKS[entry.subjectType]?.(entry, words) ?? words.t('activity:anything'));
}

/**
 * How long ago, read in the reader's zone (their profile's, DESIGN.md D15): "just now", "3 min
 * ago", "2 h ago" (same day), "yesterday", "4 days ago", then the date: "Nov 3, 2026".
 */
export function relativeTime(
  iso: string,
  now: Date,
  timeZone: string,
  { t, language }: ActivityWords,
): string {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return '';
  const seconds = Math.floor((now.getTime() - when.getTime()) / 1000);
  if (seconds < 60) return t('activity:time.justNow');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t('activity:time.minutesAgo', { count: minutes });
  const today = dateInZone(now, timeZone);
  const day = dateInZone(when, timeZone);
  if (day === today) return t('activity:time.hoursAgo', { count: Math.floor(minutes / 60) });
  const days = Math.round((Date.parse(today) - Date.parse(day)) / 86_400_000);
  if (days === 1) return t('activity:time.yesterday');
  if (days < 7) return t('activity:time.daysAgo', { count: days });
  return fullDate(language, day);
}
