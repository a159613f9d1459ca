import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { InvitationInput } from '../../../shared/schemas/team';
import { INVITATION_DAYS, type InvitationLookup } from '../../../shared/team/team-api';
import { takeMailSlot } from '../../auth/mail-limits';
import type { Database } from '../../db/connection';
import { invitations, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { invitationMessage } from '../../mail/templates';
import { wordsForAddress } from '../../i18n/languages-read';
import { publishChange } from '../../realtime/publish-change';
import { recordActivity, type Actor } from '../activity/record-activity';
import { checkInvitationToken, newInvitationToken } from './invitation-tokens';
import { INVITATION_REFUSALS } from '../../../shared/team/team-api';
import { readStationName } from './station-settings.service';
import { localText } from '../../../shared/i18n/local-text';

export const INVITATION_NOT_FOUND = localText('team:refusal.invitationGone');
const ALREADY_MEMBER = localText('errors:team.alreadyMember');

export type InvitationDeps = { db: Database; mailer: Mailer; publicOrigin: string };

/**
 * Invites an address with a role: stores the token's hash, replaces any pending invitation of the
 * same address (only the newest link works), and mails the link. The mail goes out after the
 * commit; an address mailed too often this hour is refused before anything is stored.
 */
export async function createInvitation(deps: InvitationDeps, input: InvitationInput, actor: Actor) {
  const email = input.email.toLowerCase();
  const [holder] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (holder) throw new HttpError(409, 'already_member', ALREADY_MEMBER, { email: ALREADY_MEMBER });
  const slot = await takeMailSlot(deps.db, 'invitation', email);
  if (!slot.allowed) {
    const message = localText('errors:rate.invitations');
    throw new HttpError(
      429,
      'too_many_emails',
      message,
      { email: message },
      {
        'Retry-After': String(slot.retryAfterSeconds),
      },
    );
  }
  const { token, tokenHash } = newInvitationToken();
  const invitation = await deps.db.transaction(async (tx) => {
    await tx
      .update(invitations)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(invitations.email, email),
          isNull(invitations.usedAt),
          isNull(invitations.revokedAt),
          gt(invitations.expiresAt, sql`now()`),
        ),
      );
    const [row] = await tx
      .insert(invitations)
      .values({
        email,
        role: input.role,
        tokenHash,
        invitedBy: actor.id,
        expiresAt: sql`now() + make_interval(days => ${INVITATION_DAYS})`,
      })
      .returning({ id: invitations.id, expiresAt: invitations.expiresAt });
    await publishChange(tx, { kind: 'team' });
    await recordActivity(tx, actor, {
      action: 'invitation.create',
      subjectType: 'invitation',
      subjectId: row!.id,
      details: { email, role: input.role },
    });
    return row!;
  });
  const url = new URL('/invite', deps.publicOrigin);
  url.searchParams.set('token', token);
  await deps.mailer.send(
    invitationMessage(
      await readStationName(deps.db),
      email,
      actor.name,
      input.role,
      url.toString(),
      INVITATION_DAYS,
      // The invited address has no account yet: the station's language.
      await wordsForAddress(deps.db, null),
    ),
  );
  return { id: invitation.id, expiresAt: invitation.expiresAt.toISOString() };
}

/** Withdraws a pending invitation: its link stops working at once. */
export async function revokeInvitation(db: Database, id: string, actor: Actor) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        email: invitations.email,
        role: invitations.role,
        usedAt: invitations.usedAt,
        revokedAt: invitations.revokedAt,
      })
      .from(invitations)
      .where(eq(invitations.id, id))
      .for('update');
    if (!row) throw new HttpError(404, 'not_found', INVITATION_NOT_FOUND);
    if (row.usedAt) {
      throw new HttpError(409, 'invitation_used', localText('team:refusal.invitationUsed'));
    }
    if (row.revokedAt) return;
    await tx
      .update(invitations)
      .set({ revokedAt: sql`now()` })
      .where(eq(invitations.id, id));
    await publishChange(tx, { kind: 'team' });
    await recordActivity(tx, actor, {
      action: 'invitation.revoke',
      subjectType: 'invitation',
      subjectId: id,
      details: { email: row.email, role: row.role },
    });
  });
}

/** What the sign-up form opened from an invitation link shows, or why the link is no good. */
export async function lookUpInvitation(db: Database, token: string): Promise<InvitationLookup> {
  const check = await checkInvitationToken(db, token);
  if (!check.ok) {
    const status = check.reason === 'invalid' ? 404 : 410;
    throw new HttpError(
      status,
      `invitation_${check.reason}`,
      localText(INVITATION_REFUSALS[check.reason]),
    );
  }
  return { email: check.email, role: check.role };
}
