import { airingWhen } from '../../../shared/fill-ins/airing-when';
import type { MailAiring } from '../../../shared/messages/fill-ins';
import type { Database } from '../../db/connection';
import type { StationClock } from '../../http/app-env';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { escapeHtml } from '../../mail/templates';
import { readStationName } from '../team/station-settings.service';
import type { Person } from './fill-in-people';
import type { FillInRow } from './fill-in-rows';

/** Where a request opens in the app: the Fill-ins page on that request. */
export const fillInUrl = (origin: string, id: string) => `${origin}/fill-ins/${id}`;

export type Letter = { subject: string; lines: string[] };

function message(to: string, letter: Letter, url: string): MailMessage {
  return {
    to,
    subject: letter.subject,
    text: letter.lines.join('\n\n'),
    html: letter.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
    links: [url],
  };
}

export type MailDeps = { db: Database; mailer: Mailer; publicOrigin: string; clock: StationClock };

/**
 * Writes one of FILL_IN_MAIL's letters to each person about a request, the airing's time in their
 * own zone (and the station's when it differs). One failed address does not keep the others from
 * theirs.
 */
export async function mailAbout(
  deps: MailDeps,
  request: FillInRow,
  people: readonly Person[],
  letterOf: (airing: MailAiring) => Letter,
): Promise<void> {
  const station = await readStationName(deps.db);
  const url = fillInUrl(deps.publicOrigin, request.id);
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
    await deps.mailer.send(message(person.email, letterOf(airing), url)).catch(() => undefined);
  }
}
