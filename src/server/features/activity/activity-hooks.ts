import type { Database } from '../../db/connection';
import type { ActivityEntry, Actor } from './activity-entry-types';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a feature does with a change's entries, inside the change's transaction. */
export type ActivityHook = (
  tx: Tx,
  actor: Actor,
  entries: readonly ActivityEntry[],
) => Promise<void>;

const hooks = new Map<string, ActivityHook>();

/**
 * Lets a feature act on every recorded change in its transaction (fill-ins close requests whose
 * airing moved, notices note what hosts must hear). The features register at the app's start
 * (app.ts), so activity depends on none of them: they read weeks, whose writes record activity,
 * and a direct call would make that a cycle. Registering again under a name replaces its hook.
 */
export function onActivity(name: string, hook: ActivityHook): void {
  hooks.set(name, hook);
}

/** Runs every registered hook, in the order they were first registered. */
export async function runActivityHooks(
  tx: Tx,
  actor: Actor,
  entries: readonly ActivityEntry[],
): Promise<void> {
  for (const hook of hooks.values()) await hook(tx, actor, entries);
}
