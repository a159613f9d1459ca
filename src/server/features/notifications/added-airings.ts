import { inArray } from 'drizzle-orm';
import { addedNotice, type AddedAiring } from '../../../shared/notifications/added-notices';
import type { NoticeZones } from '../../../shared/notifications/change-notices';
import type { NoticeWords } from '../../../shared/notifications/notice-words';
import { hostKey } from '../../../shared/schedule/dj-clash';
import type { Database } from '../../db/connection';
import { undoRecords } from '../../db/schema';
import { undoPayloadSchema } from '../schedule/undo/undo-payload';
import { carriedAirings, rowsStillThere } from './added-airings-read';
import type { Notice } from './notify';

/** What one bulk write added that is still on the schedule, by host key, and who made it. */
export type AddedBatch = { batch: string; actorId: string; byHost: Map<string, AddedAiring[]> };

/**
 * The airings each bulk write (named by its Undo record, which the server wrote with what it
 * made) added and that are still there now: an Undo, or a show deleted since, leaves them out; a
 * show moved since is told where it is. Reading is bounded by what the writes made.
 */
export async function readAddedBatches(
  db: Pick<Database, 'select'>,
  batches: readonly string[],
): Promise<AddedBatch[]> {
  if (batches.length === 0) return [];
  const records = await db
    .select({
      batch: undoRecords.tokenHash,
      userId: undoRecords.userId,
      payload: undoRecords.payload,
    })
    .from(undoRecords)
    .where(inArray(undoRecords.tokenHash, [...batches]));
  const made = records.flatMap((r) => {
    const payload = undoPayloadSchema.safeParse(r.payload);
    return payload.success ? [{ ...r, payload: payload.data }] : [];
  });
  const rows = await rowsStillThere(
    db,
    made.flatMap((m) => (m.payload.kind === 'created' ? m.payload.rows.map((r) => r.id) : [])),
  );
  const batchesRead: AddedBatch[] = [];
  for (const { batch, userId, payload } of made) {
    const airings =
      payload.kind === 'created'
        ? payload.rows.flatMap((r) => rows.get(r.id) ?? [])
        : payload.kind === 'season-carry'
          ? await carriedAirings(db, payload)
          : [];
    batchesRead.push({ batch, actorId: userId, byHost: byHostOf(airings) });
  }
  return batchesRead;
}

function byHostOf(airings: readonly AddedAiring[]) {
  const byHost = new Map<string, AddedAiring[]>();
  for (const airing of airings)
    for (const host of new Set(airing.djNames.map(hostKey))) {
      const theirs = byHost.get(host);
      if (theirs) theirs.push(airing);
      else byHost.set(host, [airing]);
    }
  return byHost;
}

/**
 * One summary per write to a person whose shows it added to (never to the one who made it):
 * keyed by the write, so telling again (another process, a job run twice) tells it once.
 */
export function addedNotices(
  person: { userId: string; djNames: readonly string[] },
  batches: readonly AddedBatch[],
  station: string,
  zones: NoticeZones,
  w: NoticeWords,
): Notice[] {
  const keys = new Set(person.djNames.map(hostKey));
  return batches.flatMap((b) => {
    if (b.actorId === person.userId) return [];
    const theirs = [...new Set([...keys].flatMap((k) => b.byHost.get(k) ?? []))];
    if (theirs.length === 0) return [];
    return [
      {
        userId: person.userId,
        kind: 'showChanges' as const,
        key: `added:${b.batch}`,
        link: '/my-shows',
        ...addedNotice(station, theirs, zones, w),
      },
    ];
  });
}
