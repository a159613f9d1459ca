import { and, eq } from 'drizzle-orm';
import { STATION_MANAGER_ROLE } from '../../../shared/constants/limits';
import type { Database } from '../../db/connection';
import { profiles } from '../../db/schema';
import { readStationName } from '../team/station-settings.service';
import { readersWords } from '../../i18n/languages-read';
import { MEMBERSHIP_WORDS } from './membership-words';
import { notify } from './notify';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Every active station manager's id. */
export async function activeManagerIds(db: Pick<Database, 'select'>): Promise<string[]> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.role, STATION_MANAGER_ROLE), eq(profiles.status, 'active')));
  return rows.map((r) => r.id);
}

/** The applicant hears of a manager's decision: approved (with the role) or declined. */
export async function tellApplicant(
  db: Database,
  now: Date,
  memberId: string,
  decision: { move: 'approve' | 'decline'; role: string },
): Promise<void> {
  const station = await readStationName(db);
  const words = (await readersWords(db, [memberId]))(memberId);
  const text =
    decision.move === 'approve'
      ? MEMBERSHIP_WORDS.approved(words, station, decision.role)
      : MEMBERSHIP_WORDS.declined(words, station);
  await notify(db, now, [
    {
      userId: memberId,
      kind: 'membership',
      // Approval is the last decision an account gets (declined may still be approved later).
      key: `membership:${memberId}:${decision.move}`,
      link: '/',
      ...text,
    },
  ]);
}

/** The station managers hear that an invited person joined, in the joining transaction. */
export async function tellManagersOfJoin(
  tx: Tx,
  account: { id: string; email: string; username?: string | null },
  role: string,
): Promise<void> {
  const station = await readStationName(tx);
  const who = account.username ? `${account.username} (${account.email})` : account.email;
  const managers = (await activeManagerIds(tx)).filter((id) => id !== account.id);
  const wordsOf = await readersWords(tx, managers);
  await notify(
    tx,
    new Date(),
    managers.map((userId) => ({
      userId,
      kind: 'membership' as const,
      key: `invitation-accepted:${account.id}`,
      link: '/team',
      ...MEMBERSHIP_WORDS.joined(wordsOf(userId), station, who, role),
    })),
  );
}
