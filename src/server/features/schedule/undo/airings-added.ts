import type { Database } from '../../../db/connection';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * What a feature does when a bulk write (a copy, an import) has added airings, in the write's
 * transaction: `batch` names what it made (its Undo record), so the feature reads the write's own
 * rows, as the server stored them, when it needs them.
 */
export type AiringsAdded = (tx: Tx, batch: string) => Promise<void>;

let hook: AiringsAdded | null = null;

/**
 * Lets a feature hear of airings added in bulk (notices tell their hosts one summary per write,
 * decision 0071). Registered at the app's start (app.ts), as onBeforeWeekChange is: notices read
 * the schedule, so the schedule calling notices would be a cycle.
 */
export function onAiringsAdded(next: AiringsAdded): void {
  hook = next;
}

/** Called by a bulk write once it kept what it made. */
export async function airingsAdded(tx: Tx, batch: string): Promise<void> {
  await hook?.(tx, batch);
}
