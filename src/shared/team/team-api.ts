import type { MessageKey } from '../i18n/catalogs';
import type { MemberStatus, Role } from './roles';

/** One member as the Team page lists them (GET /api/team). */
export type TeamMember = {
  id: string;
  displayName: string;
  email: string;
  role: Role;
  status: MemberStatus;
  /** Whether the account confirmed its e-mail (a waiting account that has not is not announced). */
  emailConfirmed: boolean;
  lastSignInAt: string | null;
  joinedAt: string;
  /** The DJ Library entry a manager linked, with its name. */
  dj: { id: string; name: string } | null;
  /** Without a linked entry: the entries whose e-mail is the account's, which count as its own. */
  djsByEmail: { id: string; name: string }[];
};

export const INVITATION_STATES = ['pending', 'used', 'expired', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** One invitation as the Team page lists it; the token itself is never shown again. */
export type TeamInvitation = {
  id: string;
  email: string;
  role: Role;
  state: InvitationState;
  createdAt: string;
  expiresAt: string;
  invitedBy: string | null;
};

export type TeamOverview = { members: TeamMember[]; invitations: TeamInvitation[] };

/** Days an invitation link works. */
export const INVITATION_DAYS = 7;

/** GET /api/invitations/:token, for the sign-up form an invitation link opens. */
export type InvitationLookup = { email: string; role: Role };

/** The invitation link's query parameter, and the sign-up body field carrying it, at most. */
export const INVITATION_TOKEN_MAX = 200;

/**
 * Why an invitation link no longer works, as the sign-up form shows it: catalog keys, said in the
 * request's language (the invite-only refusal is `auth:signup.inviteOnly`).
 */
export const INVITATION_REFUSALS = {
  invalid: 'team:refusal.invitation.invalid',
  expired: 'team:refusal.invitation.expired',
  used: 'team:refusal.invitation.used',
  revoked: 'team:refusal.invitation.revoked',
  otherAddress: 'team:refusal.invitation.otherAddress',
} as const satisfies Record<string, MessageKey>;
