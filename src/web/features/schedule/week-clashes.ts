import type { DjClash, HostedPlacement } from '../../../shared/schedule/dj-clash';
import { clockRange, type Clock, type Placement } from '../../../shared/schedule/slots';
import type { WeekView } from '../../../shared/schemas/schedule';
import { ENGLISH_WORDS, type ScheduleWords } from './schedule-words';

/** Sunday 22 November 2026 at noon UTC: day i of any week has this Sunday's weekday plus i. */
const A_SUNDAY_NOON = Date.UTC(2026, 10, 22, 12);

/**
 * "Tue 10:00–11:00" in the screen's words: the weekday from `Intl`, the times on the reader's
 * clock; a show past midnight reads "Mon 23:00–01:00", one of a whole day "Mon 10:00–10:00 (+1
 * day)". A show carried in from last week (day -1) is named by its own day, Saturday.
 */
export function clashWhen(p: Placement, clock: Clock = '24h', words = ENGLISH_WORDS): string {
  return words.t('schedule:djClash.when', {
    day: new Date(A_SUNDAY_NOON + p.dayIndex * 86_400_000),
    range: clockRange(p.timeIndex, p.duration, '–', clock, words.language),
  });
}

/** "Ava Brooks is also on Jazz Hour, Tue 10:00–11:00". */
export function clashNote(
  djName: string,
  other: HostedPlacement,
  clock: Clock = '24h',
  words = ENGLISH_WORDS,
): string {
  return words.t('schedule:djClash.note', {
    dj: djName,
    show: other.showName,
    when: clashWhen(other, clock, words),
  });
}

/**
 * A clash told whole, for the week's banner and the Finalize refusal:
 * "Ava Brooks: Morning Drive, Tue 09:00–11:00 and Jazz Hour, Tue 10:00–11:00".
 */
export function clashLine(
  clash: DjClash,
  byId: ReadonlyMap<string, HostedPlacement>,
  clock: Clock = '24h',
  words = ENGLISH_WORDS,
): string {
  const [a, b] = clash.blockIds.map((id) => byId.get(id));
  if (!a || !b) return clash.djName;
  return words.t('schedule:djClash.line', {
    dj: clash.djName,
    first: a.showName,
    firstWhen: clashWhen(a, clock, words),
    second: b.showName,
    secondWhen: clashWhen(b, clock, words),
  });
}

/**
 * The week's DJ clashes as the screen tells them: per block, what its DJ is also on (one line
 * each, joined, so an unchanged block keeps an equal string and stays memoised), and whole, for
 * the banner and the Finalize refusal.
 */
export function weekClashTexts(
  week: Pick<WeekView, 'blocks' | 'djClashes'>,
  clock: Clock = '24h',
  words: ScheduleWords = ENGLISH_WORDS,
): {
  byBlock: ReadonlyMap<string, string>;
  lines: string[];
} {
  if (week.djClashes.length === 0) return { byBlock: new Map(), lines: [] };
  const byId = new Map<string, HostedPlacement>(week.blocks.map((b) => [b.id, b]));
  const notes = new Map<string, string[]>();
  for (const clash of week.djClashes) {
    const [first, second] = clash.blockIds;
    for (const [id, otherId] of [
      [first, second],
      [second, first],
    ] as const) {
      const other = byId.get(otherId);
      if (!other) continue;
      const list = notes.get(id) ?? [];
      list.push(clashNote(clash.djName, other, clock, words));
      notes.set(id, list);
    }
  }
  const byBlock = new Map<string, string>();
  for (const id of new Set(week.djClashes.flatMap((c) => c.blockIds))) {
    byBlock.set(id, (notes.get(id) ?? []).join('\n'));
  }
  return { byBlock, lines: week.djClashes.map((clash) => clashLine(clash, byId, clock, words)) };
}
