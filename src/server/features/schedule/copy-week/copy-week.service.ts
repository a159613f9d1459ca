import { asc, inArray, sql } from 'drizzle-orm';
import {
  decideCopyWeek,
  planCopyWeek,
  type CopySourceBlock,
  type CopyWeekPlan,
} from '../../../../shared/schedule/copy-plan';
import { planCopyTargets, type CopyRequest } from '../../../../shared/schedule/copy-week';
import { localText } from '../../../../shared/i18n/local-text';
import { weekEndOf } from '../../../../shared/schedule/week';
import { isWeekInRange } from '../../../../shared/schedule/week-range';
import type { UndoOffer } from '../../../../shared/schemas/undo';
import type { Database } from '../../../db/connection';
import { weeklySchedules } from '../../../db/schema';
import type { StationClock } from '../../../http/app-env';
import { HttpError } from '../../../http/errors';
import { readTogether } from '../../../db/read-together';
import { publishChanges } from '../../../realtime/publish-change';
import { recordActivities, type ActivityEntry, type Actor } from '../../activity/record-activity';
import { offerUndoOfCreated } from '../undo/undo-created';
import { guardContinuation } from '../placements/placement-guard';
import { loadWeeksContent } from '../weeks/weeks-content';
import { lockTemplates } from '../weeks/template-locks';
import { type Tx } from '../weeks/weeks.service';
import type { Source } from './copy-source';
import { readSource, targetWeek, copyOptions } from './copy-source';
import { SCHEDULE_REFUSALS } from '../schedule-refusals';

export type CopyOutcome = {
  weekId: string;
  result: 'copied' | 'past' | 'finalized';
  /** Shows written to this week. */
  copied: number;
  /** Shows left out because their series runs over this week. */
  coveredBySeries: number;
  /** Shows left out because the same show is already there at the same time. */
  alreadyThere: number;
};

export type CopyAnswer = { outcomes: CopyOutcome[]; undo: UndoOffer | null };

/**
 * The preview of a copy (docs/decisions/0033): per target week, what would be copied, what is
 * already there, what its series brings, what would overlap, and which weeks are finalized or
 * past. Nothing is written; the copy itself plans again from what is stored then.
 */
export async function previewCopy(
  db: Database,
  sourceWeekId: string,
  request: CopyRequest,
  clock: StationClock,
): Promise<CopyWeekPlan[]> {
  const targets = copyTargets(sourceWeekId, request);
  const source = await readSource(db, sourceWeekId, clock);
  const [weeks, contents] = await readTogether(
    db,
    () => db.select().from(weeklySchedules).where(inArray(weeklySchedules.id, targets)),
    () => loadWeeksContent(db, targets, clock),
  );
  const statusOf = new Map(weeks.map((w) => [w.id, w.status]));
  return targets.map((weekId) =>
    planCopyWeek(
      source.blocks,
      targetWeek(weekId, statusOf.get(weekId) ?? 'not-started', contents.get(weekId)!, clock),
      source.series,
      copyOptions(request),
    ),
  );
}

/**
 * Copies a week's programme forward (SPEC.md §4 "Copy week") in one transaction, as the preview
 * planned it against what is stored now: target weeks are created when missing; each copy lands
 * as a plain show; shows already there at the same time are skipped unless asked for; a show of
 * a series is left to its series where the series runs; finalized and past weeks are left alone.
 * The answer carries the Undo token of what was written.
 *
 * Set-based, so a copy to 52 weeks costs a few statements more than a copy to one, not 52 times
 * as many (docs/decisions/0043): the weeks are created and locked together, read in three reads,
 * planned in memory, and every copy lands in one insert; the activity entries, webhook events and
 * live notices are written in one statement each.
 */
export async function copyWeek(
  db: Database,
  sourceWeekId: string,
  request: CopyRequest,
  clock: StationClock,
  actor: Actor,
): Promise<CopyAnswer> {
  const targets = copyTargets(sourceWeekId, request);
  return db.transaction(async (tx) => {
    const source = await readSource(tx, sourceWeekId, clock);
    // Copies reference the source's templates: held, so none is deleted under the copy; one
    // deleted before leaves its copies without a template, as it left the source's shows.
    const templates = await lockTemplates(
      tx,
      source.blocks.flatMap((p) => (p.templateId ? [p.templateId] : [])),
    );
    const inserted = await tx
      .insert(weeklySchedules)
      .values(targets.map((id) => ({ id, startDate: id, endDate: weekEndOf(id) })))
      .onConflictDoNothing({ target: weeklySchedules.id })
      .returning({ id: weeklySchedules.id });
    const createdWeeks = targets.filter((id) => inserted.some((row) => row.id === id));
    // Locked in date order, as every write that holds several weeks locks them.
    const weeks = await tx
      .select({ id: weeklySchedules.id, status: weeklySchedules.status })
      .from(weeklySchedules)
      .where(inArray(weeklySchedules.id, targets))
      .orderBy(asc(weeklySchedules.id))
      .for('update');
    const statusOf = new Map(weeks.map((w) => [w.id, w.status]));
    const contents = await loadWeeksContent(tx, targets, clock);

    const outcomes: CopyOutcome[] = [];
    const writes: { weekId: string; status: string; copies: CopySourceBlock[] }[] = [];
    const entries: ActivityEntry[] = [];
    for (const weekId of targets) {
      const status = statusOf.get(weekId)!;
      const plan = decideCopyWeek(
        source.blocks,
        targetWeek(weekId, status, contents.get(weekId)!, clock),
        source.series,
        copyOptions(request),
      );
      const outcome = {
        weekId,
        copied: plan.copies.length,
        coveredBySeries: plan.bySeries.length,
        alreadyThere: plan.alreadyThere.length,
      };
      if (plan.outcome !== 'copy') {
        outcomes.push({ ...outcome, result: plan.outcome });
        continue;
      }
      writes.push({ weekId, status, copies: plan.copies });
      // One entry per week written to, so each target week's history tells where its shows came
      // from; the source week did not change.
      entries.push({
        action: 'week.copy',
        subjectType: 'week',
        weekId,
        details: { source: sourceWeekId, ...outcome, targets: targets.length },
      });
      outcomes.push({ ...outcome, result: 'copied' });
    }

    // A copied Saturday-night show that runs on into a finalized week must not land on top of
    // a show there (decision 0057), as a drop of it would be refused.
    for (const { weekId, copies } of writes)
      for (const copy of copies) await guardContinuation(tx, weekId, copy, clock);
    const createdRows = await insertCopies(tx, source, templates, writes);
    const written = writes.filter((w) => w.copies.length > 0).map((w) => w.weekId);
    if (written.length > 0)
      await tx
        .update(weeklySchedules)
        .set({ updatedAt: new Date() })
        .where(inArray(weeklySchedules.id, written));
    await recordActivities(tx, actor, entries);
    // Copying creates missing weeks, so even a week that got no shows is new in the list.
    await publishChanges(
      tx,
      writes.map((w) => ({ kind: 'week', weekStartDate: w.weekId, by: actor }) as const),
    );
    const wrote = createdRows.length > 0 || createdWeeks.length > 0;
    const undo = wrote
      ? await offerUndoOfCreated(tx, actor.id, {
          what: 'copy',
          weekId: sourceWeekId,
          rows: createdRows,
          joined: [],
          series: [],
          templates: [],
          weeks: createdWeeks,
        })
      : null;
    return { outcomes, undo };
  });
}

/**
 * Every copy of every target week in one insert: the source's shows go over once (as JSON), and
 * each copy names its week, its source show and its week's status, so the statement's size
 * grows with the number of copies by three small values each, not by a show's every column.
 */
async function insertCopies(
  tx: Tx,
  source: Source,
  templates: Set<string>,
  writes: readonly { weekId: string; status: string; copies: readonly CopySourceBlock[] }[],
): Promise<{ id: string; version: number }[]> {
  const order = new Map(source.blocks.map((b, index) => [b.id, index]));
  const weekIds: string[] = [];
  const sources: number[] = [];
  const statuses: string[] = [];
  for (const write of writes)
    for (const copy of write.copies) {
      weekIds.push(write.weekId);
      sources.push(order.get(copy.id)!);
      statuses.push(write.status);
    }
  if (weekIds.length === 0) return [];
  const details = source.blocks.map((block, index) => {
    const p = source.details.get(block.id)!;
    return {
      source: index,
      show_template_id: p.templateId && templates.has(p.templateId) ? p.templateId : null,
      show_name: p.showName,
      show_genres: p.showGenres,
      show_description: p.showDescription,
      show_color: p.showColor,
      show_image_url: p.showImageUrl,
      dj_names: p.djNames,
      dj_avatar_urls: p.djAvatarUrls,
      day_index: p.dayIndex,
      time_index: p.timeIndex,
      duration: p.duration,
      // A copied repeat (or a series' repeat instance) stays a repeat in the copy.
      is_repeat: p.isRepeat === true,
    };
  });
  const { rows } = await tx.execute<{ id: string; version: number }>(sql`
    insert into scheduled_shows (weekly_schedule_id, show_template_id, show_name, show_genres,
      show_description, show_color, show_image_url, dj_names, dj_avatar_urls, day_index,
      time_index, duration, is_repeat, weekly_schedule_status)
    select c.week_id, s.show_template_id, s.show_name, s.show_genres, s.show_description,
      s.show_color, s.show_image_url, s.dj_names, s.dj_avatar_urls, s.day_index, s.time_index,
      s.duration, s.is_repeat, c.status
    from unnest(${sql.param(weekIds)}::date[], ${sql.param(sources)}::int[],
        ${sql.param(statuses)}::text[]) with ordinality as c(week_id, source, status, n)
    join jsonb_to_recordset(${JSON.stringify(details)}::jsonb) as s(source int,
        show_template_id uuid, show_name text, show_genres text[], show_description text,
        show_color text, show_image_url text, dj_names text[], dj_avatar_urls text[],
        day_index smallint, time_index smallint, duration smallint, is_repeat boolean)
      on s.source = c.source
    order by c.n
    returning id, version`);
  return rows;
}

function copyTargets(sourceWeekId: string, request: CopyRequest): string[] {
  const targets = planCopyTargets(sourceWeekId, request);
  if (targets.length === 0) {
    const message = localText(
      request.mode === 'until' ? 'series:copy.untilAfterSource' : 'series:copy.weeksRange',
    );
    throw new HttpError(422, 'validation_failed', message, {
      [request.mode === 'until' ? 'endDate' : 'count']: message,
    });
  }
  // Copying to the end of time reaches no week the app serves: refused as every such week is.
  if (!targets.every(isWeekInRange))
    throw new HttpError(404, 'not_found', SCHEDULE_REFUSALS.weekNotFound);
  return targets;
}
