import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { displayName } from '../../../shared/team/display-name';
import type { Database } from '../../db/connection';
import { activityLog, profiles } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { queueScheduleEventsOfMany } from '../webhooks/schedule-events';
import type { ActivityEntry, Actor } from './activity-entry-types';
import { runActivityHooks } from './activity-hooks';

// The features that record activity take its shapes from here, with the writer.
export type { ActivityEntry, Actor };

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Writes who did what (DESIGN.md D13). Call it inside the change's own transaction, so a change
 * is never without its entry and a rolled-back change leaves none.
 */
export async function recordActivity(tx: Tx, actor: Actor, entry: ActivityEntry): Promise<void> {
  await recordActivities(tx, actor, [entry]);
}

/**
 * recordActivity for a write that changes many weeks at once (a copy to 52 weeks): one insert of
 * every entry and their webhook events queued together, in the change's transaction.
 */
export async function recordActivities(
  tx: Tx,
  actor: Actor,
  entries: readonly ActivityEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(activityLog).values(
    entries.map((entry) => ({
      actorId: actor.id,
      actorName: actor.name,
      actorEmail: actor.email ?? null,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId ?? null,
      weekId: entry.weekId ?? null,
      details: entry.details ?? {},
    })),
  );
  // Webhooks hear of a published week's change through the same entries, in the same transaction.
  await queueScheduleEventsOfMany(tx, entries);
  // Fill-ins close requests whose airing moved; hosts of finalized weeks are noted (app.ts).
  await runActivityHooks(tx, actor, entries);
}

/** The signed-in member as an actor: their username, else the part of the e-mail before "@". */
export async function actorOf(c: Context<AppEnv>): Promise<Actor> {
  const known = c.get('actor');
  if (known) return known;
  const [row] = await c.var.db
    .select({ username: profiles.username })
    .from(profiles)
    .where(eq(profiles.id, c.var.user.id));
  const actor = {
    id: c.var.user.id,
    name: displayName(row?.username, c.var.user.email),
    email: c.var.user.email,
  };
  c.set('actor', actor);
  return actor;
}
