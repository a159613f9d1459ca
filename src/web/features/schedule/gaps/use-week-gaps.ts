import { useMemo } from 'react';
import {
  gapsAtLeast,
  GAP_MINIMUM,
  weekCoverage,
  type Gap,
} from '../../../../shared/schedule/unfilled-time';
import type { WeekView } from '../../../../shared/schemas/schedule';
import { useAccess } from '../../../lib/use-access';
import { drawnBlocks } from '../block-text';

export type WeekGaps = {
  /** Real minutes no airing covers in the week (the dashboard's figure). */
  unfilledMinutes: number;
  /** The gaps of at least the station's minimum, which the grid hatches and the agenda lists. */
  shown: Gap[];
};

const NONE: WeekGaps = { unfilledMinutes: 0, shown: [] };

/** The week's unfilled time by the shared rule (src/shared/schedule/unfilled-time.ts). */
export function useWeekGaps(week: WeekView | undefined, timeZone: string): WeekGaps {
  const minimum = useAccess().access?.gapMinimumMinutes ?? GAP_MINIMUM.default;
  return useMemo(() => {
    if (!week) return NONE;
    const coverage = weekCoverage(week.id, drawnBlocks(week), timeZone);
    return {
      unfilledMinutes: coverage.unfilledMinutes,
      shown: gapsAtLeast(coverage.gaps, minimum),
    };
  }, [week, timeZone, minimum]);
}
