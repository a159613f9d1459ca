import { asc, eq, ne, and, lte, gte } from 'drizzle-orm';
import { localText, type LocalText } from '../../../shared/i18n/local-text';
import type { Season, SeasonInput } from '../../../shared/schedule/seasons';
import type { Database } from '../../db/connection';
import type { PgError } from '../../db/database-error';
import { refusingTransaction, type Tx } from '../../db/refusing-transaction';
import { seasons } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { publishChange } from '../../realtime/publish-change';
import { recordActivity, type Actor } from '../activity/record-activity';

type SeasonRow = typeof seasons.$inferSelect;

const toSeason = (row: SeasonRow): Season => ({
  id: row.id,
  name: row.name,
  firstDay: row.firstDay,
  lastDay: row.lastDay,
});

/** Every season, earliest first (a station keeps a few a year). */
export async function listSeasons(db: Pick<Database, 'select'>): Promise<Season[]> {
  const rows = await db.select().from(seasons).orderBy(asc(seasons.firstDay));
  return rows.map(toSeason);
}

/**
 * A clear refusal for a season that would overlap another or repeat its name, found before the
 * write; the database's exclusion constraint and unique index still hold against a racing write
 * (`refusalOf` turns theirs into the same answers).
 */
async function assertFits(tx: Tx, input: SeasonInput, exceptId?: string) {
  const others = (cond: ReturnType<typeof and>) =>
    tx
      .select()
      .from(seasons)
      .where(exceptId ? and(cond, ne(seasons.id, exceptId)) : cond)
      .limit(1);
  const [overlapping] = await others(
    and(lte(seasons.firstDay, input.lastDay), gte(seasons.lastDay, input.firstDay)),
  );
  if (overlapping)
    throw overlapRefusal(localText('seasons:refusal.overlaps', { other: overlapping.name }));
  const all = await tx.select({ id: seasons.id, name: seasons.name }).from(seasons);
  if (all.some((s) => s.id !== exceptId && s.name.toLowerCase() === input.name.toLowerCase()))
    throw nameRefusal();
}

const overlapRefusal = (message: LocalText) =>
  new HttpError(409, 'season_overlap', message, { firstDay: message, lastDay: message });
const nameRefusal = () =>
  new HttpError(409, 'season_name_taken', localText('seasons:refusal.nameTaken'), {
    name: localText('seasons:refusal.nameTaken'),
  });

/** The database's own refusal of a racing write, as the answer the check before it gives. */
function refusalOf(pg: PgError): HttpError | undefined {
  if (pg.code === '23P01') return overlapRefusal(localText('seasons:refusal.overlapsSomeSeason'));
  if (pg.code === '23505' && pg.constraint === 'seasons_name_key') return nameRefusal();
  return undefined;
}

/** Runs a season write; the database's refusals of a racing one become 409s. */
const writing = <T>(db: Database, write: (tx: Tx) => Promise<T>) =>
  refusingTransaction(db, write, refusalOf);

/** Announced like the other station settings ('team'), and logged in the same transaction. */
async function announce(tx: Tx, actor: Actor, action: string, season: Season, before?: Season) {
  await publishChange(tx, { kind: 'team' });
  await recordActivity(tx, actor, {
    action,
    subjectType: 'settings',
    subjectId: season.id,
    details: {
      name: season.name,
      firstDay: season.firstDay,
      lastDay: season.lastDay,
      ...(before && {
        before: { name: before.name, firstDay: before.firstDay, lastDay: before.lastDay },
      }),
    },
  });
}

export async function createSeason(db: Database, input: SeasonInput, actor: Actor) {
  return writing(db, async (tx) => {
    await assertFits(tx, input);
    const [row] = await tx.insert(seasons).values(input).returning();
    const season = toSeason(row!);
    await announce(tx, actor, 'season.create', season);
    return season;
  });
}

export async function changeSeason(db: Database, id: string, input: SeasonInput, actor: Actor) {
  return writing(db, async (tx) => {
    const [found] = await tx.select().from(seasons).where(eq(seasons.id, id)).for('update');
    if (!found) throw new HttpError(404, 'not_found', localText('seasons:refusal.notFound'));
    await assertFits(tx, input, id);
    const [row] = await tx
      .update(seasons)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(seasons.id, id))
      .returning();
    const season = toSeason(row!);
    await announce(tx, actor, 'season.change', season, toSeason(found));
    return season;
  });
}

/** Deleting a season changes no series: those that ended with it keep their last date. */
export async function deleteSeason(db: Database, id: string, actor: Actor) {
  return writing(db, async (tx) => {
    const [row] = await tx.delete(seasons).where(eq(seasons.id, id)).returning();
    if (!row) throw new HttpError(404, 'not_found', localText('seasons:refusal.notFound'));
    await announce(tx, actor, 'season.delete', toSeason(row));
  });
}
