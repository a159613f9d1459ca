import { sql } from 'drizzle-orm';
import type { ChangeEvent } from '../../shared/realtime/change-event';
import type { Database } from '../db/connection';
import { CHANGES_CHANNEL } from './channels';
import { noteOwnChange } from './revision-watch';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Announces a change to every server process, and through them to every signed-in browser. Call
 * it inside the write's transaction: PostgreSQL delivers the notification only on commit, so a
 * rolled-back write announces nothing, and equal notifications of one transaction arrive once.
 */
export async function publishChange(tx: Tx, event: ChangeEvent): Promise<void> {
  noteOwnChange();
  await tx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(announced(event))})`);
}

/** publishChange for many events of one write, in one statement. */
export async function publishChanges(tx: Tx, events: readonly ChangeEvent[]): Promise<void> {
  if (events.length === 0) return;
  noteOwnChange();
  const payloads = events.map((event) => JSON.stringify(announced(event)));
  await tx.execute(
    sql`select pg_notify(${CHANGES_CHANNEL}, payload) from unnest(${sql.param(payloads)}::text[]) as payload`,
  );
}

/**
 * The event as every member's browser receives it: its author by id and name only, whatever else
 * the caller's actor carries (an e-mail address is for managers' activity log, not for everyone).
 */
function announced(event: ChangeEvent): ChangeEvent {
  if (!('by' in event) || !event.by) return event;
  return { ...event, by: { id: event.by.id, name: event.by.name } };
}
