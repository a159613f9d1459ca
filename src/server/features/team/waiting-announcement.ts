import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { profiles } from '../../db/schema';
import type { LogLine } from '../../lib/logger';
import type { Mailer } from '../../mail/mailer';
import { readersWords } from '../../i18n/languages-read';
import { MEMBERSHIP_WORDS } from '../notifications/membership-words';
import { activeManagerIds } from '../notifications/membership-notices';
import { notify } from '../notifications/notify';
import { publishChange } from '../../realtime/publish-change';
import { readStationName } from './station-settings.service';

export type AnnouncementDeps = { db: Database; mailer: Mailer; baseUrl: string; log: LogLine };

/**
 * After an account confirms its e-mail: when it waits for approval, every active station manager
 * is told (a notice: e-mail and/or the centre, decision 0071) and the Team badge of open browsers
 * is refreshed. Notice e-mails are bounded per person and hour (notify.ts), so strangers signing
 * up in bulk cannot flood a manager's inbox; the badge still counts every waiting account. A
 * failure here never fails the confirmation.
 */
export async function announceWaitingMember(
  deps: AnnouncementDeps,
  userId: string,
): Promise<boolean> {
  let waiting = false;
  try {
    const [member] = await deps.db
      .select({ status: profiles.status, username: profiles.username, email: profiles.email })
      .from(profiles)
      .where(eq(profiles.id, userId));
    if (member?.status !== 'waiting') return false;
    waiting = true;
    await deps.db.transaction((tx) => publishChange(tx, { kind: 'team' }));
    const managers = await activeManagerIds(deps.db);
    const station = await readStationName(deps.db);
    const who = member.username ? `${member.username} (${member.email})` : member.email;
    const wordsOf = await readersWords(deps.db, managers);
    await notify(
      deps.db,
      new Date(),
      managers.map((userId) => ({
        userId,
        kind: 'membership' as const,
        key: `member-waiting:${userId}`,
        link: '/team',
        ...MEMBERSHIP_WORDS.waiting(wordsOf(userId), station, who),
      })),
    );
  } catch {
    // A mail server's refusal may quote an address: keep it out of the log.
    deps.log('[team] waiting account not announced: the mailer or the database failed');
  }
  return waiting;
}
