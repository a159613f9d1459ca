import { gzipSync } from 'node:zlib';
import { pastWeekFrom } from '../../../../shared/schedule/week';
import type { Database } from '../../../db/connection';
import type { StationClock } from '../../../http/app-env';
import { keptPerRevision } from '../../../lib/kept-per-revision';
import { openWeek } from '../weeks/weeks.service';

/** How many weeks' answers a process keeps: about 140 KB (10 KB gzipped) each for a full week. */
const KEPT_WEEKS = 32;

const utf8 = new TextEncoder();

/** A week answer in both encodings a browser may take; the gzipped one is made when first asked. */
export type WeekAnswer = {
  isPast: boolean;
  /** The instant (epoch ms) from which the week is past and this answer's isPast is out of date. */
  pastFrom: number;
  json: Uint8Array<ArrayBuffer>;
  gzipped: () => Uint8Array<ArrayBuffer>;
};

export type WeekAnswers = {
  /**
   * The answer of GET /api/weeks/:date, `{ "week": WeekView }`, current when asked: kept while
   * the schedule revision (read before, for the request) stands still, or read anew.
   */
  read: (
    db: Database,
    weekId: string,
    clock: StationClock,
    scheduleRevision: number | null,
  ) => Promise<WeekAnswer>;
};

/**
 * Week answers, serialised once and kept by this process per schedule revision
 * (docs/decisions/0014-answers-kept-per-revision.md): a week of 300 shows and 20 series costs
 * several milliseconds to read, expand and serialise, and a week is read far more often than it
 * changes. Any committed change to any week moves the revision, through whichever process, so a
 * kept answer is never older than the database.
 */
export function createWeekAnswers(keptWeeks = KEPT_WEEKS): WeekAnswers {
  const answers = keptPerRevision<WeekAnswer>(keptWeeks);
  const readAnew = async (db: Database, weekId: string, clock: StationClock) =>
    encode(await openWeek(db, weekId, clock), pastWeekFrom(weekId, clock.timeZone));
  return {
    async read(db, weekId, clock, scheduleRevision) {
      if (scheduleRevision === null) return readAnew(db, weekId, clock);
      // "Past" moves with the clock, not with a change: an answer from before the week ended is
      // not used after.
      const now = clock.now().getTime();
      return answers.get(
        weekId,
        scheduleRevision,
        () => readAnew(db, weekId, clock),
        (kept) => kept.isPast === now >= kept.pastFrom,
      );
    },
  };
}

function encode(week: { isPast: boolean }, pastFrom: number): WeekAnswer {
  const json = utf8.encode(JSON.stringify({ week }));
  let gzipped: Uint8Array<ArrayBuffer> | undefined;
  return {
    isPast: week.isPast,
    pastFrom,
    json,
    gzipped: () => (gzipped ??= new Uint8Array(gzipSync(json))),
  };
}

/**
 * The body and headers that send an answer: gzipped when the client takes gzip (a full week is
 * about 140 KB of JSON and a tenth of that gzipped, compressed once per change).
 */
export function weekAnswerResponse(
  answer: WeekAnswer,
  acceptEncoding: string | undefined,
): { body: Uint8Array<ArrayBuffer>; headers: Record<string, string> } {
  const headers = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
  if (!acceptsGzip(acceptEncoding)) return { body: answer.json, headers };
  return { body: answer.gzipped(), headers: { ...headers, 'Content-Encoding': 'gzip' } };
}

/** Whether an Accept-Encoding header takes gzip ("gzip;q=0" refuses it). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((entry) => {
    const [coding, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
