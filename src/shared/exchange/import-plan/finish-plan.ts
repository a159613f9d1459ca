import { SLOTS_PER_WEEK } from '../../constants/limits';
import { localText } from '../../i18n/local-text';
import { checkPlacement } from '../../schedule/placement';
import { slotRange, type Placement } from '../../schedule/slots';
import {
  nameKey,
  type ExistingBlock,
  type ImportPlan,
  type PlanContext,
  type PlannedPlacement,
  type PlanOverlap,
  type PlanText,
} from './import-plan';

/** The placement rule a plan breaks (SPEC.md §5), as the Import dialog says it. */
const BLOCKERS = {
  outOfBounds: localText('exchange:plan.blocker.outOfBounds'),
  pastWeek: localText('exchange:plan.blocker.pastWeek'),
  beyondWeek: localText('exchange:plan.blocker.beyondWeek'),
  finalizedOverlap: localText('exchange:plan.blocker.finalizedOverlap'),
} as const;

/** How many names an overlap lists of each kind; the rest is counted, not named. */
export const OVERLAP_NAMES_SHOWN = 5;

/**
 * Finishes a plan: finds what overlaps (with the week's blocks and among the imported ones) and
 * applies the placement rules of SPEC.md §5 through the shared `checkPlacement`, so an import into
 * a finalized week is refused exactly where a drop would be.
 *
 * Linear in the number of placements: every block is entered in the (at most 96) slots it covers,
 * and each slot keeps only its first few entries and a count. A placement overlaps when a slot it
 * covers holds another block; a slot that was cut short holds more others than a list shows, so
 * the names come from the kept entries alone.
 */
export function finishPlan(
  planned: Omit<ImportPlan, 'overlaps' | 'blocker' | 'alreadyThere'>,
  context: PlanContext,
): ImportPlan {
  const { placements: kept, alreadyThere } = withoutWhatIsThere(planned.placements, context);
  const base = { ...planned, placements: kept, alreadyThere };
  const drawn = base.placements;
  const slots = new SlotIndex();
  for (const b of context.existing) slots.add({ ...b, id: `existing:${b.id}`, existing: true });
  for (const p of drawn) slots.add({ ...p, id: p.ref, existing: false });
  const overlaps: PlanOverlap[] = [];
  let blocker: PlanText | null = null;
  for (const p of drawn) {
    const others = slots.othersOf(p, p.ref);
    if (others.length > 0) {
      const names = (existing: boolean) =>
        others.filter((o) => o.existing === existing).map((o) => o.showName);
      overlaps.push({
        ref: p.ref,
        showName: p.showName,
        dayIndex: p.dayIndex,
        timeIndex: p.timeIndex,
        duration: p.duration,
        withExisting: names(true).slice(0, OVERLAP_NAMES_SHOWN),
        withImported: names(false).slice(0, OVERLAP_NAMES_SHOWN),
      });
    }
    const check = checkPlacement(p, context.week, others, p.ref);
    if (!check.ok) blocker ??= BLOCKERS[check.reason];
  }
  return { ...base, overlaps, blocker };
}

/**
 * A single show of the file that is already in the week (same name, day and start time) is not
 * placed again, so importing the same file twice adds nothing the second time. Each show there
 * answers for one of the file's.
 */
function withoutWhatIsThere(placements: readonly PlannedPlacement[], context: PlanContext) {
  const unmatched = [...context.existing];
  const kept: PlannedPlacement[] = [];
  const alreadyThere: ImportPlan['alreadyThere'] = [];
  for (const p of placements) {
    const twin =
      p.series === null
        ? unmatched.findIndex(
            (e) =>
              e.dayIndex === p.dayIndex &&
              e.timeIndex === p.timeIndex &&
              nameKey(e.showName) === nameKey(p.showName),
          )
        : -1;
    if (twin < 0) {
      kept.push(p);
      continue;
    }
    unmatched.splice(twin, 1);
    alreadyThere.push({ showName: p.showName, dayIndex: p.dayIndex, timeIndex: p.timeIndex });
  }
  return { placements: kept, alreadyThere };
}

type Indexed = ExistingBlock & { existing: boolean };

/** Blocks by the week slots they cover, each slot keeping its first few entries. */
class SlotIndex {
  /** Enough kept entries that a full slot still yields every name shown of both kinds. */
  private static readonly KEPT = 2 * OVERLAP_NAMES_SHOWN + 1;
  private readonly kept = new Map<number, Indexed[]>();

  add(block: Indexed) {
    for (const slot of coveredSlots(block)) {
      const list = this.kept.get(slot) ?? [];
      if (list.length < SlotIndex.KEPT) list.push(block);
      this.kept.set(slot, list);
    }
  }

  /** Blocks sharing a slot with `p` (other than `p`), each once, from the kept entries. */
  othersOf(p: Placement, selfId: string): Indexed[] {
    const found = new Map<string, Indexed>();
    for (const slot of coveredSlots(p)) {
      for (const o of this.kept.get(slot) ?? []) if (o.id !== selfId) found.set(o.id, o);
      if (found.size >= SlotIndex.KEPT) break;
    }
    return [...found.values()];
  }
}

/** The week slots a block covers, clipped to the week (at most a day's 96). */
function coveredSlots(p: Placement): number[] {
  const { start, end } = slotRange(p);
  const slots: number[] = [];
  for (let slot = Math.max(0, start); slot < Math.min(end, SLOTS_PER_WEEK, start + 96); slot++)
    slots.push(slot);
  return slots;
}
