import type { NoticeKind } from '../../../shared/notifications/kinds';
import { airingWhenIn, type NoticeWords } from '../../../shared/notifications/notice-words';
import type { Database } from '../../db/connection';
import type { StationClock } from '../../http/app-env';
import { readersWords } from '../../i18n/languages-read';
import type { Mailer } from '../../mail/mailer';
import { notify, type Notice } from '../notifications/notify';
import { readStationName } from '../team/station-settings.service';
import { FILL_IN_LETTERS, type Letter, type MailAiring } from './fill-in-letters';
import type { Person } from './fill-in-people';
import type { FillInRow } from './fill-in-rows';

/** Where a request opens in the app: the Fill-ins page on that request. */
const fillInPath = (id: string) => `/fill-ins/${id}`;
export const fillInUrl = (origin: string, id: string) => `${origin}${fillInPath(id)}`;

/** Which kind of notice each fill-in letter is (Profile Settings → Notifications). */
const NOTICE_KIND = {
  opened: 'fillInRequests',
  escalated: 'managerAlerts',
  // A take waiting for approval asks the managers to act.
  pending: 'managerAlerts',
  taken: 'fillInOutcomes',
  declined: 'fillInOutcomes',
  airingChanged: 'fillInOutcomes',
} as const satisfies Record<string, NoticeKind>;

/** One of FILL_IN_LETTERS, with the event it tells of. */
export type FillInLetter = {
  event: keyof typeof NOTICE_KIND;
  write: (airing: MailAiring, words: NoticeWords) => Letter;
};

/** The letter to eligible members: a request was opened by `askerName`. */
export const openedBy = (askerName: string): FillInLetter => ({
  event: 'opened',
  write: (airing, words) => FILL_IN_LETTERS.opened(airing, words, askerName),
});

export type MailDeps = { db: Database; mailer: Mailer; publicOrigin: string; clock: StationClock };

/**
 * Tells each person about a request in their language, the airing's time in their own zone (and
 * the station's when it differs), through the one notice path (decision 0071): each person once per event, as they
 * chose; the e-mails leave on a job, so one failed address keeps nobody from theirs. The event is
 * named with the request's version, so a second take after a give back is told again, and the
 * same event raised twice is told once.
 */
export async function mailAbout(
  deps: MailDeps,
  request: FillInRow,
  people: readonly Person[],
  letter: FillInLetter,
): Promise<void> {
  const station = await readStationName(deps.db);
  const url = fillInUrl(deps.publicOrigin, request.id);
  const wordsOf = await readersWords(
    deps.db,
    people.map((p) => p.userId),
  );
  const notices: Notice[] = people.map((person) => {
    const words = wordsOf(person.userId);
    const { subject, lines } = letter.write(
      {
        showName: request.showName,
        date: request.airingDate,
        station,
        note: request.note,
        url,
        when: airingWhenIn(
          words,
          request.startsAt,
          request.endsAt,
          person.timeZone ?? deps.clock.timeZone,
          deps.clock.timeZone,
        ),
      },
      words,
    );
    return {
      userId: person.userId,
      kind: NOTICE_KIND[letter.event],
      key: `fill-in:${request.id}:${letter.event}:${request.version}`,
      link: fillInPath(request.id),
      title: subject,
      lines,
    };
  });
  await notify(deps.db, deps.clock.now(), notices);
}
