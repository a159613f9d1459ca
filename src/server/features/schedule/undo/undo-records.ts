import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import { type UndoOffer } from '../../../../shared/schemas/undo';
import { UNDO_REFUSALS } from './undo-refusals';
import { undoRecords } from '../../../db/schema';
import { HttpError } from '../../../http/errors';
import { undoPayloadSchema, type UndoPayload } from './undo-payload';
import type { Tx } from '../weeks/weeks.service';

/**
 * How long a delete stays undoable. The toast offers Undo for 10 s; the margin covers a slow
 * network and a busy server, and bounds how many records a busy station keeps.
 */
export const UNDO_LIFETIME_MINUTES = 10;

const newToken = () => randomBytes(32).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The record an offer's token names (its key, the token's hash): an id for what the write made
 * that grants nothing, since undoing needs the token itself.
 */
export const undoRecordOf = (offer: UndoOffer): string => hashToken(offer.token);

/**
 * Keeps what `userId`'s delete took, in the delete's own transaction (so a rolled-back delete
 * keeps nothing), and answers the token that undoes it. Expired records go at the same time:
 * the table holds at most the last few minutes of deletes.
 */
export async function keepUndo(tx: Tx, userId: string, payload: UndoPayload): Promise<UndoOffer> {
  await tx.delete(undoRecords).where(lt(undoRecords.expiresAt, sql`now()`));
  const token = newToken();
  await tx.insert(undoRecords).values({
    tokenHash: hashToken(token),
    userId,
    payload,
    expiresAt: sql`now() + make_interval(mins => ${UNDO_LIFETIME_MINUTES})`,
  });
  return { token, kind: payload.kind };
}

/**
 * What `token` undoes, marked used inside the restore's transaction: if the restore is refused
 * and rolls back, the record stays usable (e.g. once the overlap that blocked it is gone); once
 * a restore commits, the same token is refused. Another user's token is unknown to this one.
 */
export async function takeUndo(tx: Tx, userId: string, token: string): Promise<UndoPayload> {
  const [record] = await tx
    .select({
      userId: undoRecords.userId,
      payload: undoRecords.payload,
      usedAt: undoRecords.usedAt,
      expired: sql<boolean>`${undoRecords.expiresAt} < now()`,
    })
    .from(undoRecords)
    .where(eq(undoRecords.tokenHash, hashToken(token)))
    .for('update');
  if (!record || record.userId !== userId)
    throw new HttpError(404, 'undo_not_found', UNDO_REFUSALS.undoUnknown);
  if (record.usedAt) throw new HttpError(410, 'undo_used', UNDO_REFUSALS.undoUsed);
  const payload = undoPayloadSchema.safeParse(record.payload);
  if (record.expired || !payload.success)
    throw new HttpError(410, 'undo_expired', UNDO_REFUSALS.undoExpired);
  await tx
    .update(undoRecords)
    .set({ usedAt: sql`now()` })
    .where(eq(undoRecords.tokenHash, hashToken(token)));
  return payload.data;
}
