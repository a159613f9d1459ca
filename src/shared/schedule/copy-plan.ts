import { placementsOverlap } from './overlap';
import type { WeekStatus } from './placement';
import type { Placement } from './slots';
import { weekEndOf, weekNumber, type CivilDate } from './week';

/** A show of the source week, as a copy needs it. */
export type CopySourceBlock = Placement & {
  id: string;
  showName: string;
  templateId: string | null;
  /** The series it belongs to (first show, instance or exception), or null for a plain show. */
  seriesId: string | null;
};

/** A show already in a target week (stored or drawn by a series). */
export type CopyTargetBlock = Placement & {
  id: string;
  showName: string;
  templateId: string | null;
};

export type CopyTargetWeek = {
  weekId: CivilDate;
  status: WeekStatus;
  isPast: boolean;
  blocks: readonly CopyTargetBlock[];
};

/** The dates a series runs over: from its start to its last occurrence (null: open-ended). */
export type SeriesReach = { startDate: CivilDate; lastDate: CivilDate | null };

export type CopyOptions = {
  /** Copy a show even where the same show is already in the target week at the same time. */
  copyDuplicates: boolean;
};

/** A show named in the preview: "Jazz Hour, Tue 10:00". */
export type CopyMention = Placement & { showName: string };

export type CopyOverlap = CopyMention & { with: string[] };

export type CopyWeekPlan = {
  weekId: CivilDate;
  weekNumber: number;
  /** "copy": shows are written; "finalized" and "past" weeks are left alone. */
  outcome: 'copy' | 'finalized' | 'past';
  copies: CopySourceBlock[];
  /** The same show at the same time is already there: skipped unless copyDuplicates. */
  alreadyThere: CopyMention[];
  /** Shows of a series that runs over this week: the series decides, not a copy. */
  bySeries: CopyMention[];
  /** Copies that would overlap a show there (or another copy). */
  overlaps: CopyOverlap[];
};

/** Whether two shows are "the same show": the same library show, else the same name. */
function sameShow(a: { templateId: string | null; showName: string }, b: typeof a): boolean {
  if (a.templateId && b.templateId) return a.templateId === b.templateId;
  return a.showName.trim().toLowerCase() === b.showName.trim().toLowerCase();
}

/** Whether a series runs over any day of the week (its rule decides which days). */
export function seriesRunsOver(reach: SeriesReach, weekId: CivilDate): boolean {
  return (
    reach.startDate <= weekEndOf(weekId) && (reach.lastDate === null || reach.lastDate >= weekId)
  );
}

const mention = (b: Placement & { showName: string }): CopyMention => ({
  showName: b.showName,
  dayIndex: b.dayIndex,
  timeIndex: b.timeIndex,
  duration: b.duration,
});

/** What a copy decides for one target week, without the overlaps only its preview shows. */
export type CopyWeekDecision = Omit<CopyWeekPlan, 'overlaps'>;

/**
 * What copying the source's shows into one target week would do (docs/decisions/0033), before
 * anything is written. A show of a series is left to its series in every week the series runs
 * over (a monthly show is not turned into a weekly one-off), and copied as a plain show beyond
 * its end, as SPEC.md §4 says. A show that is already there at the same day and start time is
 * skipped unless `copyDuplicates`; each show there answers for one copy, so copying the same
 * week twice adds nothing the second time. Finalized and past weeks get nothing.
 *
 * Copying Morning Show (Mon 08:00) into a week that already has it at Mon 08:00 skips it; into a
 * week with Talk at Mon 08:30 copies it and reports the overlap with Talk.
 */
export function planCopyWeek(
  source: readonly CopySourceBlock[],
  target: CopyTargetWeek,
  series: ReadonlyMap<string, SeriesReach>,
  options: CopyOptions,
): CopyWeekPlan {
  const decision = decideCopyWeek(source, target, series, options);
  return { ...decision, overlaps: copyOverlaps(decision.copies, target.blocks) };
}

/**
 * planCopyWeek without the overlaps: what the copy itself writes. Overlaps are allowed (SPEC.md
 * §4 "Conflicts appear as overlapping shows"), so the write does not look for them; a copy to 52
 * weeks of 100 shows would otherwise compare half a million pairs only to throw the answer away.
 */
export function decideCopyWeek(
  source: readonly CopySourceBlock[],
  target: CopyTargetWeek,
  series: ReadonlyMap<string, SeriesReach>,
  options: CopyOptions,
): CopyWeekDecision {
  const base = {
    weekId: target.weekId,
    weekNumber: weekNumber(target.weekId),
  };
  const empty = { copies: [], alreadyThere: [], bySeries: [] };
  if (target.isPast) return { ...base, outcome: 'past', ...empty };
  if (target.status === 'finalized') return { ...base, outcome: 'finalized', ...empty };

  const unmatched = [...target.blocks];
  const copies: CopySourceBlock[] = [];
  const alreadyThere: CopyMention[] = [];
  const bySeries: CopyMention[] = [];
  for (const block of source) {
    const reach = block.seriesId ? series.get(block.seriesId) : undefined;
    if (reach && seriesRunsOver(reach, target.weekId)) {
      bySeries.push(mention(block));
      continue;
    }
    const twin = unmatched.findIndex(
      (t) => t.dayIndex === block.dayIndex && t.timeIndex === block.timeIndex && sameShow(t, block),
    );
    if (twin >= 0) {
      unmatched.splice(twin, 1);
      alreadyThere.push(mention(block));
      if (!options.copyDuplicates) continue;
    }
    copies.push(block);
  }
  return { ...base, outcome: 'copy', copies, alreadyThere, bySeries };
}

/** The copies that would overlap a show already in the week or another copy, with their names. */
function copyOverlaps(
  copies: readonly CopySourceBlock[],
  existing: readonly CopyTargetBlock[],
): CopyOverlap[] {
  // Checked in place, without building each copy's list of others.
  const overlaps: CopyOverlap[] = [];
  copies.forEach((copy, index) => {
    const names = new Set<string>();
    for (const other of existing) if (placementsOverlap(copy, other)) names.add(other.showName);
    copies.forEach((other, i) => {
      if (i !== index && placementsOverlap(copy, other)) names.add(other.showName);
    });
    if (names.size > 0) overlaps.push({ ...mention(copy), with: [...names] });
  });
  return overlaps;
}
