import type { Database } from '../../../db/connection';
import type { StationClock } from '../../../http/app-env';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The weeks a write is about to change: these, or every week from this one on (a new series). */
export type WeeksReached = { ids: readonly string[] } | { from: string };

/** What a feature does with weeks just before a write changes them, in the write's transaction. */
export type BeforeWeekChange = (
  tx: Tx,
  reached: WeeksReached,
  clock: StationClock,
) => Promise<void>;

let hook: BeforeWeekChange | null = null;

/**
 * Lets a feature see weeks as they are before a write changes them (notices remember a finalized
 * week that has no snapshot yet, decision 0071). Registered at the app's start (app.ts), so the
 * schedule depends on no feature that reads it back: a direct call would be a cycle.
 */
export function onBeforeWeekChange(next: BeforeWeekChange): void {
  hook = next;
}

/** Called by writes after locking the weeks they change and before changing them. */
export async function beforeWeekChange(
  tx: Tx,
  reached: WeeksReached,
  clock: StationClock,
): Promise<void> {
  await hook?.(tx, reached, clock);
}
