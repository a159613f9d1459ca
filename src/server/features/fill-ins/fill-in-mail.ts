import { airingWhen } from '../../../shared/fill-ins/airing-when';
import { FILL_IN_MAIL } from '../../../shared/messages/fill-ins';
import type { Database } from '../../db/connection';
import type { StationClock } from '../../http/app-env';
import type { Mailer } from '../../mail/mailer';
import { notify, type Notice } from '../notifications/notify';
import { readStationName } from '../team/station-settings.service';
import type { Person } from './fill-in-people';
import type { FillInRow } from './fill-in-rows';

/** Where a request opens in the app: the Fill-ins page on that request. */
const fillInPath = (id: string) => `/fill-ins/${id}`;
export const fillInUrl = (origin: string, id: string) => `${origin}${fillInPath(id)}`;

/** Which kind of notice each fill-in letter is (Profile Settings → Notifications). */
const NOTICE_KIND = {
  opened: 'fillInRequests',
  escalated: 'managerAlerts',
  airingChanged: 'fillInOutcomes',
} as const;

/**
 * Tells each person about a request, the airing's time in their own zone (and the station's
 * when it differs). The e-mails leave on a job: one failed address keeps nobody from theirs.
 */
export async function mailAbout(
  deps: { db: Database; mailer: Mailer; publicOrigin: string; clock: StationClock },
  request: FillInRow,
  people: readonly Person[],
  kind: 'opened' | 'escalated' | 'airingChanged',
  askerName: string,
): Promise<void> {
  const station = await readStationName(deps.db);
  const url = fillInUrl(deps.publicOrigin, request.id);
  const notices: Notice[] = [];
  for (const person of people) {
    const airing = {
      showName: request.showName,
      date: request.airingDate,
      station,
      note: request.note,
      url,
      when: airingWhen(
        request.startsAt,
        request.endsAt,
        person.timeZone ?? deps.clock.timeZone,
        deps.clock.timeZone,
      ),
    };
    const letter =
      kind === 'opened' ? FILL_IN_MAIL.opened(airing, askerName) : FILL_IN_MAIL[kind](airing);
    notices.push({
      userId: person.userId,
      kind: NOTICE_KIND[kind],
      key: `fill-in:${request.id}:${kind}`,
      link: fillInPath(request.id),
      title: letter.subject,
      lines: letter.lines,
    });
  }
  // Through the one notice path (decision 0071): each person once, as they chose.
  await notify(deps.db, deps.clock.now(), notices);
}
