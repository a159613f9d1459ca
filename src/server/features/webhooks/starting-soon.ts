import { and, arrayContains, eq, inArray } from 'drizzle-orm';
import { wallTimeInZone } from '../../../shared/exchange/ical/ical-document';
import { addDays, currentWeekId } from '../../../shared/schedule/week';
import { SLOT_MINUTES } from '../../../shared/constants/limits';
import { WEBHOOK_LEAD_MINUTES_MAX } from '../../../shared/webhooks/webhooks';
import type { Database } from '../../db/connection';
import { webhookEndpoints, weeklySchedules } from '../../db/schema';
import type { StationClock } from '../../http/app-env';
import type { Jobs } from '../../jobs/jobs';
import { toWeekView } from '../schedule/weeks/week-view';
import { loadWeekContent } from '../schedule/weeks/week-reads';
import { queueWebhookEvent } from './webhook-outbox';
import { readStationSettings } from '../team/station-settings.service';

/**
 * Writes a "show starting soon" event for every show of a finalized week (series instances
 * included) that begins within an endpoint's lead time. Each occurrence is told to each endpoint
 * once, whichever process notices it first and however often this runs: the delivery's dedupe
 * key names the occurrence (week, block, day and time; a moved show is a new occurrence).
 * Returns how many deliveries it wrote.
 */
export async function queueStartingSoon(db: Database, clock: StationClock): Promise<number> {
  const endpoints = await db
    .select({ id: webhookEndpoints.id, leadMinutes: webhookEndpoints.leadMinutes })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.enabled, true),
        arrayContains(webhookEndpoints.events, ['show.startingSoon']),
      ),
    );
  if (endpoints.length === 0) return 0;
  const now = clock.now();
  const longestLead = Math.min(
    WEBHOOK_LEAD_MINUTES_MAX,
    Math.max(...endpoints.map((e) => e.leadMinutes)),
  );
  const weekIds = [
    ...new Set([
      currentWeekId(now, clock.timeZone),
      currentWeekId(new Date(now.getTime() + longestLead * 60_000), clock.timeZone),
    ]),
  ];
  const weeks = await db
    .select()
    .from(weeklySchedules)
    .where(and(inArray(weeklySchedules.id, weekIds), eq(weeklySchedules.status, 'finalized')));
  let written = 0;
  for (const week of weeks) {
    const view = toWeekView(week, await loadWeekContent(db, week.id, clock), clock);
    for (const block of view.blocks) {
      const date = addDays(week.id, block.dayIndex);
      const startsAt = wallTimeInZone(
        { date, minutes: block.timeIndex * SLOT_MINUTES },
        clock.timeZone,
      );
      const endsAt = new Date(startsAt.getTime() + block.duration * SLOT_MINUTES * 60_000);
      const untilStart = startsAt.getTime() - now.getTime();
      if (untilStart <= 0) continue;
      const due = endpoints.filter((e) => untilStart <= e.leadMinutes * 60_000).map((e) => e.id);
      if (due.length === 0) continue;
      const dedupeKey = `show.startingSoon:${week.id}:${block.id}:${block.dayIndex}:${block.timeIndex}`;
      for (const endpointId of due) {
        // One insert per endpoint: the key is unique per endpoint, so one already told is skipped
        // without keeping the others from being told.
        written += await queueWebhookEvent(
          db,
          'show.startingSoon',
          {
            weekStartDate: week.id,
            date,
            startsAt: new Date(startsAt.getTime()).toISOString(),
            endsAt: endsAt.toISOString(),
            timeZone: clock.timeZone,
            show: {
              name: block.showName,
              description: block.showDescription,
              genres: block.showGenres,
              hosts: block.djNames,
              imageUrl: block.showImageUrl,
              templateId: block.templateId,
            },
            placementId: block.id,
            seriesId: block.recurringSeriesId,
          },
          { endpointIds: [endpointId], dedupeKey },
        );
      }
    }
  }
  return written;
}

/**
 * Looks for shows starting soon every `everyMs` (30 s), as a job: one process of all that share
 * the database looks each round, by the clock's "now" in the station's current zone.
 */
export function defineStartingSoon(
  jobs: Jobs,
  options: { db: Database; clock: StationClock; everyMs?: number },
) {
  const everyMs = options.everyMs ?? 30_000;
  jobs.every(
    'webhooks.starting-soon',
    { everyMs, firstAfterMs: everyMs, logAs: 'webhooks' },
    async () => {
      // The zone as the station settings hold it now: a manager's change is followed at the next look.
      const { stationTimeZone } = await readStationSettings(options.db);
      await queueStartingSoon(options.db, { timeZone: stationTimeZone, now: options.clock.now });
      return null;
    },
  );
}
