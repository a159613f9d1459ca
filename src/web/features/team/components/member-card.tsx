import Link2 from 'lucide-react/icons/link-2';
import type { TeamMember } from '../../../../shared/team/team-api';
import { RoleBadge } from '../../../components/role-badge';
import { Button } from '../../../components/ui/button';
import { ZonedTime } from '../../../components/zoned-time';
import { useViewerZone } from '../../../lib/use-viewer-zone';
import type { MemberAction } from '../hooks/use-member-actions';
import { MemberStatusBadge } from './member-status-badge';

type MemberCardProps = {
  member: TeamMember;
  isYou: boolean;
  /** Why this member cannot be demoted, suspended or removed (the last active manager). */
  lockedReason: string | null;
  onAction: (action: MemberAction, member: TeamMember) => void;
};

/** One member: who they are, where they stand, and what a manager may do about them. */
export function MemberCard({ member, isYou, lockedReason, onAction }: MemberCardProps) {
  const { timeZone } = useViewerZone();
  const act = (action: MemberAction) => () => onAction(action, member);
  const who = member.displayName;
  const locked = lockedReason !== null;
  return (
    <li className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
        {/* Full name and address, wrapped: a manager must see exactly whom they approve. */}
        <div className="min-w-0 flex-[1_1_16rem]">
          <p className="font-semibold break-words text-slate-900">
            {who}
            {isYou ? <span className="font-normal text-slate-500"> (you)</span> : null}
          </p>
          <p className="text-sm break-all text-slate-600">{member.email}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <RoleBadge role={member.role} />
          <MemberStatusBadge status={member.status} />
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-1.5">
          <dt className="text-slate-500">Last sign-in:</dt>
          <dd className="text-slate-800">
            {member.lastSignInAt ? (
              <ZonedTime value={member.lastSignInAt} timeZone={timeZone} />
            ) : (
              'Never'
            )}
          </dd>
        </div>
        <div className="flex min-w-0 gap-1.5">
          <dt className="shrink-0 text-slate-500">DJ entry:</dt>
          <dd className="truncate text-slate-800">{djEntryLabel(member)}</dd>
        </div>
      </dl>
      {member.status === 'waiting' && !member.emailConfirmed ? (
        <p className="text-sm text-slate-600">Has not confirmed their e-mail address yet.</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {member.status === 'waiting' || member.status === 'declined' ? (
          <Button size="sm" onClick={act('approve')} aria-label={`Approve ${who}`}>
            Approve
          </Button>
        ) : null}
        {member.status === 'waiting' ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={act('decline')}
            aria-label={`Decline ${who}`}
          >
            Decline
          </Button>
        ) : null}
        {member.status === 'active' ? (
          <>
            <Button
              size="sm"
              variant="secondary"
              onClick={act('role')}
              disabled={locked}
              aria-label={`Change the role of ${who}`}
            >
              Change role
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={act('link')}
              aria-label={`Link ${who} to a DJ entry`}
            >
              <Link2 aria-hidden className="size-4" />
              {member.dj ? 'Change DJ link' : 'Link DJ entry'}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={act('suspend')}
              disabled={locked}
              aria-label={`Suspend ${who}`}
            >
              Suspend
            </Button>
          </>
        ) : null}
        {member.status === 'suspended' ? (
          <Button size="sm" onClick={act('reactivate')} aria-label={`Reactivate ${who}`}>
            Reactivate
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          className="text-red-600 hover:bg-red-50 hover:text-red-700"
          onClick={act('remove')}
          disabled={locked}
          aria-label={`Remove ${who} from the station`}
        >
          Remove
        </Button>
      </div>
      {lockedReason ? <p className="text-sm text-slate-600">{lockedReason}</p> : null}
    </li>
  );
}

/** The member's own DJ entry as the card states it: linked by a manager, or by the same e-mail. */
function djEntryLabel(member: TeamMember): string {
  if (member.dj) return member.dj.name;
  if (member.djsByEmail.length > 0) {
    return `${member.djsByEmail.map((d) => d.name).join(', ')} (same e-mail)`;
  }
  return 'Not linked';
}
