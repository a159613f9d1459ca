import type { CopyOutcome } from '../../../server/features/schedule/copy-week/copy-week.service';
import {
  COPY_LIMITS,
  defaultUntilDate,
  earliestUntilDate,
  planCopyTargets,
  type CopyRequest,
} from '../../../shared/schedule/copy-week';
import { isCivilDate, weekIdOf, type CivilDate } from '../../../shared/schedule/week';
import type { KeyOf } from '../../i18n/translate';
import type { SeriesWords } from './series-description';

/**
 * The Copy Week Schedule dialog's input rules (SPEC.md §5 "Copy week") as pure functions: what the
 * two modes ask for, the weeks they reach, and what the person reads afterwards.
 */

export type CopyMode = CopyRequest['mode'];

/** Why the dialog refuses its input: a message of the `series` catalog. */
export type CopyRefusal = Extract<
  KeyOf<'series'>,
  'series:copy.weeksRange' | 'series:copy.invalidDate' | 'series:copy.untilAfterSource'
>;

/** Both modes' inputs are kept, so switching back and forth loses nothing. */
export type CopyFormState = { mode: CopyMode; count: number; untilDate: string };

export type CopyPlan = {
  /** What is sent, or null while the input is refused. */
  request: CopyRequest | null;
  /** Why the input is refused (a catalog key). */
  error: CopyRefusal | null;
  /** The weeks written to, in order; empty while the input is refused. */
  targets: CivilDate[];
  /** True when "until" reaches further than the 52 weeks a copy is limited to. */
  capped: boolean;
};

/** Where the dialog starts: the next 4 weeks; "until" four weeks after the source week's start. */
export function copyDefaults(sourceWeekId: CivilDate): CopyFormState {
  return {
    mode: 'weeks',
    count: COPY_LIMITS.defaultWeeks,
    untilDate: defaultUntilDate(sourceWeekId),
  };
}

/**
 * The copy the inputs stand for. From the week of 2026-11-22: 2 weeks reach Nov 29 and Dec 6;
 * until 2026-11-28 is refused (not after the source week); an empty date box (what the browser
 * gives for a half-typed date) is "Date input not valid.".
 */
export function planCopy(sourceWeekId: CivilDate, state: CopyFormState): CopyPlan {
  if (state.mode === 'weeks') {
    const request: CopyRequest = { mode: 'weeks', count: state.count };
    const targets = planCopyTargets(sourceWeekId, request);
    if (targets.length === 0) return refused('series:copy.weeksRange');
    return { request, error: null, targets, capped: false };
  }
  if (!isCivilDate(state.untilDate)) return refused('series:copy.invalidDate');
  if (state.untilDate < earliestUntilDate(sourceWeekId))
    return refused('series:copy.untilAfterSource');
  const request: CopyRequest = { mode: 'until', endDate: state.untilDate };
  const targets = planCopyTargets(sourceWeekId, request);
  const capped = targets.at(-1) !== weekIdOf(state.untilDate);
  return { request, error: null, targets, capped };
}

function refused(error: CopyRefusal): CopyPlan {
  return { request: null, error, targets: [], capped: false };
}

const LISTED = 3;

/** How each kind of week left alone is named, with its weeks. */
const SKIPPED = {
  finalized: 'series:copy.skipped.finalized',
  past: 'series:copy.skipped.past',
} as const satisfies Record<string, KeyOf<'series'>>;

/**
 * What a copy did: how many weeks received the programme, and which were left alone because
 * they are past or finalized: "Skipped finalized week Dec 6 - Dec 12, 2026", or null.
 */
export function copyResult(
  outcomes: readonly CopyOutcome[],
  { t, calendar, list }: SeriesWords,
): { copiedWeeks: number; skipped: string | null } {
  const copiedWeeks = outcomes.filter((o) => o.result === 'copied').length;
  const parts = (['finalized', 'past'] as const).flatMap((kind) => {
    const weeks = outcomes
      .filter((o) => o.result === kind)
      .map((o) => calendar.weekRange(o.weekId));
    if (weeks.length === 0) return [];
    const listed = weeks.slice(0, LISTED);
    const more = weeks.length - listed.length;
    const names = more > 0 ? [...listed, t('series:copy.skipped.more', { count: more })] : listed;
    return [t(SKIPPED[kind], { count: weeks.length, weeks: list(names) })];
  });
  const [first, second] = parts;
  if (first === undefined) return { copiedWeeks, skipped: null };
  const skipped =
    second === undefined
      ? t('series:copy.skipped.one', { first })
      : t('series:copy.skipped.both', { first, second });
  return { copiedWeeks, skipped };
}
