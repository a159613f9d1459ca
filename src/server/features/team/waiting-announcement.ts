import { and, eq } from 'drizzle-orm';
import { STATION_MANAGER_ROLE } from '../../../shared/constants/limits';
import { takeMailSlot } from '../../auth/mail-limits';
import type { Database } from '../../db/connection';
import { profiles } from '../../db/schema';
import type { LogLine } from '../../lib/logger';
import type { Mailer } from '../../mail/mailer';
import { memberWaitingMessage } from '../../mail/templates';
import { publishChange } from '../../realtime/publish-change';
import { readStationName } from './station-settings.service';

export type AnnouncementDeps = { db: Database; mailer: Mailer; baseUrl: string; log: LogLine };

/**
 * After an account confirms its e-mail: when it waits for approval, every active station manager
 * gets a mail and the Team badge of open browsers is refreshed. Each manager gets at most a few
 * such mails an hour (mail-limits.ts), so strangers signing up in bulk cannot flood them; the
 * badge still counts every waiting account. A failure here never fails the confirmation.
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
    const managers = await deps.db
      .select({ email: profiles.email })
      .from(profiles)
      .where(and(eq(profiles.role, STATION_MANAGER_ROLE), eq(profiles.status, 'active')));
    const station = await readStationName(deps.db);
    const who = member.username ? `${member.username} (${member.email})` : member.email;
    for (const manager of managers) {
      if (!(await takeMailSlot(deps.db, 'member-waiting', manager.email)).allowed) continue;
      await deps.mailer.send(
        memberWaitingMessage(station, manager.email, who, `${deps.baseUrl}/team`),
      );
    }
  } catch {
    // A mail server's refusal may quote an address: keep it out of the log.
    deps.log('[team] waiting account not announced: the mailer or the database failed');
  }
  return waiting;
}
