import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { localText } from '../../../shared/i18n/local-text';
import type {
  AskFillInInput,
  FillInListAnswer,
  FillInRequestView,
} from '../../../shared/schemas/fill-ins';
import type { Database } from '../../db/connection';
import { fillInRequests } from '../../db/schema';
import type { StationClock } from '../../http/app-env';
import { HttpError } from '../../http/errors';
import { publishChange } from '../../realtime/publish-change';
import { recordActivity, type Actor } from '../activity/record-activity';
import { readStationSettings } from '../team/station-settings.service';
import { airingByKey, airingByKeyIn, findAiring, sameSlot, type Airing } from './fill-in-airing';
import { eligibilityOf } from './fill-in-rules';
import {
  hostDjIdsOf,
  hostsAiring,
  asksAsHost,
  isManager,
  readPeople,
  type Person,
} from './fill-in-people';
import { notToldLately, refusePastAskPace } from './fill-in-ask-pace';
import { canTakePage } from './fill-in-can-take';
import { keptOrClosed } from './fill-in-changed';
import { handOver, hostsAfterGiveBack } from './fill-in-handover';
import {
  isWaiting,
  lockRequest,
  setRequest,
  WAITING_STATES,
  type FillInRow,
  type Tx,
} from './fill-in-rows';
import { clearFillInTimers, setFillInTimers } from './fill-in-timers';

export type FillInDeps = { db: Database; clock: StationClock };

const details = (row: FillInRow, more: Record<string, unknown> = {}) => ({
  show: row.showName,
  date: row.airingDate,
  ...more,
});

export async function me(db: Database, userId: string): Promise<Person> {
  const [person] = await readPeople(db, [userId]);
  if (!person) throw new HttpError(404, 'not_found', localText('fillInsServer:refusal.notFound'));
  return person;
}

/**
 * "Ask for a fill-in" for one airing: by its host or a manager, before it starts, one open request
 * per airing (the unique index decides a race). Answers the request and who may take it and is
 * to be told (not those told of the same airing lately, decision 0075).
 */
export async function askFillIn(
  deps: FillInDeps,
  actor: Actor,
  input: AskFillInInput,
): Promise<{ request: FillInRow; eligible: Person[] }> {
  const { db, clock } = deps;
  const asker = await me(db, actor.id);
  const airing = await findAiring(db, input, clock);
  if (!isManager(asker) && !(asksAsHost(asker) && hostsAiring(asker, airing)))
    throw new HttpError(403, 'forbidden', localText('fillInsServer:refusal.onlyHostOrManager'));
  if (clock.now() >= airing.startsAt)
    throw new HttpError(409, 'started', localText('fillInsServer:refusal.started'));
  const settings = await readStationSettings(db);
  const hostDjIds = await hostDjIdsOf(db, airing.block.djNames);
  const request = await db.transaction(async (tx) => {
    await refusePastOpenLimit(tx, actor.id);
    await refusePastAskPace(tx, actor.id, clock.now());
    const [row] = await tx
      .insert(fillInRequests)
      .values({
        airingKey: airing.key,
        scheduledShowId: airing.block.isInstance ? null : airing.block.id,
        seriesId: airing.seriesId,
        airingDate: airing.date,
        weekId: airing.weekId,
        dayIndex: airing.block.dayIndex,
        timeIndex: airing.block.timeIndex,
        duration: airing.block.duration,
        startsAt: airing.startsAt,
        endsAt: airing.endsAt,
        showName: airing.block.showName,
        showTemplateId: airing.block.templateId,
        hostNames: airing.block.djNames,
        hostDjIds,
        askedBy: actor.id,
        note: input.note,
        // On the station clock, which the hourly count of asks reads.
        createdAt: clock.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!row)
      throw new HttpError(409, 'already_asked', localText('fillInsServer:refusal.alreadyAsked'));
    await publishChange(tx, { kind: 'fillins', by: actor });
    await setFillInTimers(tx, row, settings.fillInLeadHours);
    await recordActivity(tx, actor, {
      action: 'fillin.ask',
      subjectType: 'fillin',
      subjectId: row.id,
      details: details(row),
    });
    return row;
  });
  const rules = await eligibilityOf(db, airing, clock);
  const eligible = rules.eligible(await readPeople(db));
  return { request, eligible: await notToldLately(db, request, eligible, clock.now()) };
}

/**
 * Requests one member may have waiting at once: more than a season of weekly shows, and a bound
 * on what one member's asks make every Fill-ins page, schedule write and inbox carry.
 */
export const OPEN_FILL_INS_PER_ASKER = 100;

/** Refuses an ask past the limit; one ask of a member at a time, so racing asks cannot pass it. */
async function refusePastOpenLimit(tx: Tx, askerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`fill-in-asker:${askerId}`}))`);
  const [counted] = await tx
    .select({ waiting: count() })
    .from(fillInRequests)
    .where(
      and(eq(fillInRequests.askedBy, askerId), inArray(fillInRequests.state, [...WAITING_STATES])),
    );
  if ((counted?.waiting ?? 0) >= OPEN_FILL_INS_PER_ASKER)
    throw new HttpError(
      409,
      'too_many_open',
      localText('fillInsServer:refusal.tooManyOpen', { limit: OPEN_FILL_INS_PER_ASKER }),
    );
}

/**
 * The airing of a waiting request, as it is now; a request whose airing moved, went or changed
 * series is closed as "The airing changed" (and null answered).
 */
export async function currentAiring(deps: FillInDeps, row: FillInRow): Promise<Airing | null> {
  return keptOrClosed(deps, row, await airingByKey(deps.db, row.weekId, row.airingKey, deps.clock));
}

export async function readRow(db: Database, id: string): Promise<FillInRow> {
  const [row] = await db.select().from(fillInRequests).where(eq(fillInRequests.id, id));
  if (!row) throw new HttpError(404, 'not_found', localText('fillInsServer:refusal.notFound'));
  return row;
}

async function takerName(db: Database, row: FillInRow): Promise<string> {
  if (!row.takenBy) return '';
  const [taker] = await readPeople(db, [row.takenBy]);
  return taker?.name ?? '';
}

/** Refuses a change of a request that no longer waits, naming the taker when it was taken. */
async function refuseUnlessOpen(db: Database, row: FillInRow) {
  if (row.state === 'open') return;
  if (row.state === 'taken' || row.state === 'pending-approval')
    throw new HttpError(
      409,
      'already_taken',
      localText('fillInsServer:refusal.alreadyTaken', { name: await takerName(db, row) }),
    );
  throw new HttpError(409, 'not_open', localText('fillInsServer:refusal.notOpen'));
}

/**
 * "Take this show": the first eligible taker wins. The request's row is locked, so of two racing
 * takers the second finds it taken ("Already taken by Sam"). Under manager approval the take waits.
 */
export async function takeFillIn(deps: FillInDeps, actor: Actor, id: string): Promise<FillInRow> {
  const { db, clock } = deps;
  const taker = await me(db, actor.id);
  const before = await readRow(db, id);
  await refuseUnlessOpen(db, before);
  const seen = await currentAiring(deps, before);
  if (!seen)
    throw new HttpError(409, 'airing_changed', localText('fillInsServer:refusal.airingChanged'));
  refuseIneligible((await eligibilityOf(db, seen, clock)).why(taker));
  const settings = await readStationSettings(db);
  const askerName = before.askedBy ? ((await readPeople(db, [before.askedBy]))[0]?.name ?? '') : '';
  try {
    return await db.transaction(async (tx) => {
      const row = await lockRequest(tx, id);
      if (row.state !== 'open') throw new Refused(row);
      const airing = await takeableNow(tx, deps, row, taker);
      const taken = { takenBy: actor.id, takerDjId: taker.djId };
      if (settings.fillInPolicy === 'approval') {
        const pending = await setRequest(tx, row, { state: 'pending-approval', ...taken });
        await recordActivity(tx, actor, {
          action: 'fillin.takePending',
          subjectType: 'fillin',
          subjectId: id,
          details: details(row),
        });
        return pending;
      }
      const hosts = { forName: askerName, hostNames: taker.djName ? [taker.djName] : [] };
      return completeTake(tx, deps, actor, row, airing, taken, hosts);
    });
  } catch (error) {
    if (error instanceof Refused) await refuseUnlessOpen(db, error.row);
    throw error;
  }
}

function refuseIneligible(why: string | null): void {
  if (why === 'started')
    throw new HttpError(409, 'started', localText('fillInsServer:refusal.started'));
  if (why !== null)
    throw new HttpError(403, 'not_eligible', localText('fillInsServer:refusal.notEligible'));
}

/**
 * The airing a locked request names, read again inside the take's (or approval's) transaction, and
 * why its taker may not have it now (null: they may). One take or approval per taker at a time (an
 * advisory lock on the member): a second one of theirs waits here for the first to commit, then
 * reads its hand-over or its take waiting for approval, so two racing takes of airings at the same
 * time cannot both pass the "on air elsewhere" check.
 */
async function takerCheckIn(tx: Tx, deps: FillInDeps, row: FillInRow, taker: Person) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`fill-in-taker:${taker.userId}`}))`);
  const airing = await airingByKeyIn(tx, row.weekId, row.airingKey, deps.clock);
  if (!sameSlot(airing, row))
    throw new HttpError(409, 'airing_changed', localText('fillInsServer:refusal.airingChanged'));
  return { airing, why: (await eligibilityOf(tx, airing, deps.clock)).why(taker) };
}

async function takeableNow(tx: Tx, deps: FillInDeps, row: FillInRow, taker: Person) {
  const { airing, why } = await takerCheckIn(tx, deps, row, taker);
  refuseIneligible(why);
  return airing;
}

/**
 * Approve checks the take again (decision 0075): since the offer the taker may have been put on
 * another show then, gone away or lost their link; a take the rules now refuse is declined, not
 * approved into a double booking.
 */
async function approvableNow(tx: Tx, deps: FillInDeps, row: FillInRow, taker: Person) {
  const { airing, why } = await takerCheckIn(tx, deps, row, taker);
  if (why === 'started')
    throw new HttpError(409, 'started', localText('fillInsServer:refusal.started'));
  if (why === 'on-air' || why === 'pending-elsewhere')
    throw new HttpError(
      409,
      'taker_on_air',
      localText('fillInsServer:refusal.takerOnAir', { name: taker.name }),
    );
  if (why !== null)
    throw new HttpError(409, 'taker_gone', localText('fillInsServer:refusal.takerGone'));
  return airing;
}

class Refused extends Error {
  constructor(readonly row: FillInRow) {
    super('refused');
  }
}

/**
 * The hand-over and its record: the airing's hosts become the taker; the alarms go. The entry
 * names the airing's hosts now (`hosts`), which a `schedule.changed` webhook carries.
 */
async function completeTake(
  tx: Tx,
  deps: FillInDeps,
  actor: Actor,
  row: FillInRow,
  airing: Airing,
  taken: { takenBy: string; takerDjId: string | null },
  { forName, hostNames }: { forName: string; hostNames: string[] },
): Promise<FillInRow> {
  // The hosts the hand-over replaces, as the airing has them now (a manager may have changed them
  // since the ask): the ones a give back puts back.
  const replaced = {
    hostNames: airing.block.djNames,
    hostDjIds: await hostDjIdsOf(tx, airing.block.djNames),
  };
  await handOver(tx, airing, taken.takerDjId ? [taken.takerDjId] : [], deps.clock, actor);
  const done = await setRequest(tx, row, { state: 'taken', ...taken, ...replaced });
  await clearFillInTimers(tx, row.id);
  await recordActivity(tx, actor, {
    action: 'fillin.take',
    subjectType: 'fillin',
    subjectId: row.id,
    weekId: row.weekId,
    details: details(row, { for: forName || replaced.hostNames.join(', '), hosts: hostNames }),
  });
  return done;
}

/** Approve or Decline a take waiting for a manager. */
export async function decideFillIn(
  deps: FillInDeps,
  actor: Actor,
  id: string,
  approve: boolean,
  /** The request's version the manager saw: a take that changed since is not theirs to decide. */
  version?: number,
): Promise<FillInRow> {
  const { db, clock } = deps;
  const manager = await me(db, actor.id);
  if (!isManager(manager))
    throw new HttpError(403, 'forbidden', localText('fillInsServer:refusal.onlyManager'));
  const before = await readRow(db, id);
  if (before.state !== 'pending-approval')
    throw new HttpError(409, 'not_pending', localText('fillInsServer:refusal.notPending'));
  const airing = await currentAiring(deps, before);
  if (!airing)
    throw new HttpError(409, 'airing_changed', localText('fillInsServer:refusal.airingChanged'));
  if (approve && clock.now() >= airing.startsAt)
    throw new HttpError(409, 'started', localText('fillInsServer:refusal.started'));
  const [taker] = await readPeople(db, before.takenBy ? [before.takenBy] : []);
  const askerName = before.askedBy ? ((await readPeople(db, [before.askedBy]))[0]?.name ?? '') : '';
  const settings = await readStationSettings(db);
  return db.transaction(async (tx) => {
    const row = await lockRequest(tx, id);
    if (row.state !== 'pending-approval')
      throw new HttpError(409, 'not_pending', localText('fillInsServer:refusal.notPending'));
    // The taker read before the lock must be the one waiting now, and the one the manager saw.
    if (row.takenBy !== before.takenBy || (version !== undefined && row.version !== version))
      throw new HttpError(
        409,
        'request_changed',
        localText('fillInsServer:refusal.requestChanged'),
      );
    if (approve && (!taker || taker.status !== 'active'))
      throw new HttpError(409, 'taker_gone', localText('fillInsServer:refusal.takerGone'));
    const airingNow = approve ? await approvableNow(tx, deps, row, taker!) : airing;
    const takerName = taker?.name ?? '';
    await recordActivity(tx, actor, {
      action: approve ? 'fillin.approve' : 'fillin.decline',
      subjectType: 'fillin',
      subjectId: id,
      details: details(row, { taker: takerName }),
    });
    if (!approve) {
      const reopened = await setRequest(tx, row, { state: 'open', takenBy: null, takerDjId: null });
      await setFillInTimers(tx, reopened, settings.fillInLeadHours);
      return reopened;
    }
    const taken = { takenBy: row.takenBy!, takerDjId: row.takerDjId };
    const takerActor = { id: row.takenBy!, name: takerName, email: taker?.email ?? null };
    const hosts = { forName: askerName, hostNames: taker?.djName ? [taker.djName] : [] };
    return completeTake(tx, deps, takerActor, row, airingNow, taken, hosts);
  });
}

/** Withdraw: the asker or a manager, while nobody has taken it. */
export async function withdrawFillIn(deps: FillInDeps, actor: Actor, id: string) {
  const { db } = deps;
  const person = await me(db, actor.id);
  return db.transaction(async (tx) => {
    const row = await lockRequest(tx, id);
    if (row.askedBy !== actor.id && !isManager(person))
      throw new HttpError(403, 'forbidden', localText('fillInsServer:refusal.onlyAskerOrManager'));
    if (!isWaiting(row.state))
      throw new HttpError(409, 'not_open', localText('fillInsServer:refusal.notOpen'));
    const done = await setRequest(tx, row, { state: 'withdrawn', closedAt: deps.clock.now() });
    await clearFillInTimers(tx, id);
    await recordActivity(tx, actor, {
      action: 'fillin.withdraw',
      subjectType: 'fillin',
      subjectId: id,
      details: details(row),
    });
    return done;
  });
}

/**
 * "Give it back": the taker, before the airing; the hand-over is undone on the airing's hosts as
 * they are now (decision 0075) and the request reopens. Refused when a manager has taken the
 * taker off the airing since: there is no hand-over left to undo.
 */
export async function giveBackFillIn(deps: FillInDeps, actor: Actor, id: string) {
  const { db, clock } = deps;
  const before = await readRow(db, id);
  if (before.takenBy !== actor.id)
    throw new HttpError(403, 'forbidden', localText('fillInsServer:refusal.onlyTaker'));
  if (before.state !== 'taken')
    throw new HttpError(409, 'not_taken', localText('fillInsServer:refusal.notTaken'));
  const seen = await currentAiring(deps, before);
  if (!seen)
    throw new HttpError(409, 'airing_changed', localText('fillInsServer:refusal.airingChanged'));
  if (clock.now() >= seen.startsAt)
    throw new HttpError(409, 'started', localText('fillInsServer:refusal.started'));
  const settings = await readStationSettings(db);
  return db.transaction(async (tx) => {
    const row = await lockRequest(tx, id);
    if (row.state !== 'taken' || row.takenBy !== actor.id)
      throw new HttpError(409, 'not_taken', localText('fillInsServer:refusal.notTaken'));
    const airing = await airingByKeyIn(tx, row.weekId, row.airingKey, clock);
    if (!sameSlot(airing, row))
      throw new HttpError(409, 'airing_changed', localText('fillInsServer:refusal.airingChanged'));
    const hosts = await hostsAfterGiveBack(tx, row, airing);
    if (!hosts)
      throw new HttpError(
        409,
        'hosts_changed',
        localText('fillInsServer:refusal.hostsChangedSinceTake'),
      );
    await handOver(tx, airing, hosts.djIds, clock, actor);
    const reopened = await setRequest(tx, row, { state: 'open', takenBy: null, takerDjId: null });
    await setFillInTimers(tx, reopened, settings.fillInLeadHours);
    await recordActivity(tx, actor, {
      action: 'fillin.giveBack',
      subjectType: 'fillin',
      subjectId: id,
      weekId: row.weekId,
      details: details(row, { hosts: hosts.names }),
    });
    return reopened;
  });
}

/** The most requests the "mine" and "all" lists answer, the nearest airings first. */
export const FILL_IN_LIST_MAX = 500;

/**
 * The Fill-ins page's lists: what I can take (a page of them from `after`, decision 0075), what I
 * asked for, or (managers) all.
 */
export async function listFillIns(
  deps: FillInDeps,
  userId: string,
  view: FillInListAnswer['view'],
  after: string | null = null,
): Promise<FillInListAnswer> {
  const { db } = deps;
  const person = await me(db, userId);
  if (view === 'all' && !isManager(person))
    throw new HttpError(403, 'forbidden', localText('fillInsServer:refusal.onlyManager'));
  if (view === 'can-take') {
    const { rows, next } = await canTakePage(deps, person, after);
    return { view, requests: await viewsOf(db, rows), next };
  }
  const rows = await db
    .select()
    .from(fillInRequests)
    .where(view === 'mine' ? eq(fillInRequests.askedBy, userId) : undefined)
    .orderBy(desc(fillInRequests.startsAt))
    .limit(FILL_IN_LIST_MAX);
  return { view, requests: await viewsOf(db, rows), next: null };
}

export async function viewsOf(
  db: Database,
  rows: readonly FillInRow[],
): Promise<FillInRequestView[]> {
  const ids = [...new Set(rows.flatMap((r) => [r.askedBy, r.takenBy].filter((v) => v !== null)))];
  const people = new Map((await readPeople(db, ids)).map((p) => [p.userId, p]));
  const who = (id: string | null) => {
    const p = id ? people.get(id) : undefined;
    return p ? { id: p.userId, name: p.name } : null;
  };
  return rows.map((r) => ({
    id: r.id,
    state: r.state as FillInRequestView['state'],
    version: r.version,
    showName: r.showName,
    airing: {
      weekId: r.weekId,
      date: r.airingDate,
      dayIndex: r.dayIndex,
      timeIndex: r.timeIndex,
      duration: r.duration,
      startsAt: r.startsAt.toISOString(),
      endsAt: r.endsAt.toISOString(),
      scheduledShowId: r.scheduledShowId,
      seriesId: r.seriesId,
    },
    hosts: r.hostNames,
    note: r.note,
    askedBy: who(r.askedBy),
    takenBy: who(r.takenBy),
    escalated: r.escalatedAt !== null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}
