import { hostsAwayDuring, type AwayHost } from '../../../../shared/away/away-periods';
import { SLOT_MINUTES } from '../../../../shared/constants/limits';
import { airtimeMinutes, clockChangeOn } from '../../../../shared/schedule/clock-change';
import { djClashes, type HostedPlacement } from '../../../../shared/schedule/dj-clash';
import { overlappingIds } from '../../../../shared/schedule/overlap';
import type { Placement } from '../../../../shared/schedule/slots';
import { hasClockChange, weekCoverage } from '../../../../shared/schedule/unfilled-time';
import { addDays, type CivilDate } from '../../../../shared/schedule/week';
import type { AirtimeNote } from '../../../../shared/schemas/schedule';

/** What the dashboard shows of one week's contents (SPEC.md §3), apart from its status. */
export type WeekFigures = {
  showCount: number;
  totalSlots: number;
  /** Real airtime by the change-day rule (docs/decisions/0038): 180 for 00:00-04:00 on a spring-forward night. */
  airtimeMinutes: number;
  hasOverlaps: boolean;
  djClashes: number;
  /** Airings whose host (any of them) is away during it (decision 0065). */
  hostAway: number;
  /** Real minutes no airing covers, continuations included (decision 0070). */
  unfilledMinutes: number;
};

/**
 * The figures of a week from the blocks it holds (its stored shows and its series' instances)
 * and those carried in from the week before's Saturday night (day -1, decision 0057). The
 * carried-in ones count in the overlap flag and the DJ clashes, as the grid's flag and banner
 * see them (week-view.ts); their hours and show count are the week's where they start.
 * `awayHosts` are the DJ entries away around the week, for the "host away" count.
 */
export function figuresOfWeek(
  weekId: CivilDate,
  blocks: readonly HostedPlacement[],
  timeZone: string,
  carriedIn: readonly HostedPlacement[] = [],
  awayHosts: readonly AwayHost[] = [],
): WeekFigures {
  const totalSlots = blocks.reduce((sum, b) => sum + b.duration, 0);
  return {
    showCount: blocks.length,
    totalSlots,
    airtimeMinutes: blockAirtimes(weekId, blocks, timeZone).reduce((sum, m) => sum + m, 0),
    hasOverlaps: overlappingIds([...blocks, ...carriedIn], { weekId, timeZone }).size > 0,
    djClashes: djClashes([...carriedIn, ...blocks]).length,
    hostAway:
      awayHosts.length === 0
        ? 0
        : blocks.filter((b) => hostsAwayDuring(weekId, b, awayHosts).length > 0).length,
    unfilledMinutes: weekCoverage(weekId, [...carriedIn, ...blocks], timeZone).unfilledMinutes,
  };
}

/**
 * Each block's real airtime in minutes by the change-day rule (docs/decisions/0038), in order:
 * the dashboard's hours and the reports' (src/server/features/reports) add up the same numbers.
 */
export function blockAirtimes(
  weekId: CivilDate,
  blocks: readonly Placement[],
  timeZone: string,
): number[] {
  // Without a clock change in the week every block airs its wall-clock length; asking the
  // zone for each block's two instants cost seconds over a thousand weeks.
  return hasClockChange(weekId, timeZone)
    ? blocks.map((b) => airtimeMinutes(weekId, b, timeZone))
    : blocks.map((b) => b.duration * SLOT_MINUTES);
}

/**
 * Why a week's airtime differs from its wall-clock length (the day its clocks change); null for
 * every other week. The dashboard says it: "Real airtime: clocks go forward on Sunday".
 */
export function airtimeNoteOfWeek(
  weekId: CivilDate,
  figures: Pick<WeekFigures, 'totalSlots' | 'airtimeMinutes'>,
  timeZone: string,
): AirtimeNote | null {
  if (figures.airtimeMinutes === figures.totalSlots * SLOT_MINUTES) return null;
  for (let day = 0; day < 7; day += 1) {
    const change = clockChangeOn(addDays(weekId, day), timeZone);
    if (change) return { clocks: change.kind, dayIndex: day };
  }
  return { clocks: null };
}
