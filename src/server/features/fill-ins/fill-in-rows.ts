import { and, eq } from 'drizzle-orm';
import { localText } from '../../../shared/i18n/local-text';
import type { Database } from '../../db/connection';
import { fillInRequests } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { publishChange } from '../../realtime/publish-change';

export type FillInRow = typeof fillInRequests.$inferSelect;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** States in which a request still waits for someone: its timers run. */
export const WAITING_STATES = ['open', 'pending-approval'] as const;
export const isWaiting = (state: string) => (WAITING_STATES as readonly string[]).includes(state);

/** A request locked for a change; 404 for an id that names none. */
export async function lockRequest(tx: Tx, id: string): Promise<FillInRow> {
  const [row] = await tx
    .select()
    .from(fillInRequests)
    .where(eq(fillInRequests.id, id))
    .for('update');
  if (!row) throw new HttpError(404, 'not_found', localText('fillInsServer:refusal.notFound'));
  return row;
}

/**
 * Moves a locked request on, bumping its version, and tells every open Fill-ins page (the change
 * is announced on commit, so a rolled-back one says nothing).
 */
export async function setRequest(
  tx: Tx,
  row: FillInRow,
  change: Partial<
    Pick<
      FillInRow,
      'state' | 'takenBy' | 'takerDjId' | 'escalatedAt' | 'closedAt' | 'hostNames' | 'hostDjIds'
    >
  >,
): Promise<FillInRow> {
  const [updated] = await tx
    .update(fillInRequests)
    .set({ ...change, version: row.version + 1, updatedAt: new Date() })
    .where(and(eq(fillInRequests.id, row.id), eq(fillInRequests.version, row.version)))
    .returning();
  await publishChange(tx, { kind: 'fillins' });
  return updated!;
}
