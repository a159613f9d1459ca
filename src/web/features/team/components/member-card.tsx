import Link2 from 'lucide-react/icons/link-2';
import type { TeamMember } from '../../../../shared/team/team-api';
import { RoleBadge } from '../../../components/role-badge';
import { Button } from '../../../components/ui/button';
import { ZonedTime } from '../../../components/zoned-time';
import { useViewerZone } from '../../../lib/use-viewer-zone';
import { team } from '../../../i18n/namespaces/team';
import { useT } from '../../../i18n/use-t';
import type { Translate } from '../../../i18n/translate';
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
  const t = useT(team);
  const djEntry = djEntryLabel(t, member);
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
            {isYou ? (
              <span className="font-normal text-slate-500"> {t('team:member.you')}</span>
            ) : null}
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
          <dt className="text-slate-500">{t('team:member.lastSignIn')}</dt>
          <dd className="text-slate-800">
            {member.lastSignInAt ? (
              <ZonedTime value={member.lastSignInAt} timeZone={timeZone} />
            ) : (
              t('team:member.never')
            )}
          </dd>
        </div>
        <div className="flex min-w-0 gap-1.5">
          <dt className="shrink-0 text-slate-500">{t('team:member.djEntry')}</dt>
          {/* Long DJ names are cut on phones: the whole label stays readable on hover. */}
          <dd className="truncate text-slate-800" title={djEntry}>
            {djEntry}
          </dd>
        </div>
      </dl>
      {member.status === 'waiting' && !member.emailConfirmed ? (
        <p className="text-sm text-slate-600">{t('team:member.notConfirmed')}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {member.status === 'waiting' || member.status === 'declined' ? (
          <Button
            size="sm"
            onClick={act('approve')}
            aria-label={t('team:member.approveLabel', { name: who })}
          >
            {t('team:member.approve')}
          </Button>
        ) : null}
        {member.status === 'waiting' ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={act('decline')}
            aria-label={t('team:member.declineLabel', { name: who })}
          >
            {t('team:member.decline')}
          </Button>
        ) : null}
        {member.status === 'active' ? (
          <>
            <Button
              size="sm"
              variant="secondary"
              onClick={act('role')}
              disabled={locked}
              aria-label={t('team:member.changeRoleLabel', { name: who })}
            >
              {t('team:member.changeRole')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={act('link')}
              aria-label={t('team:member.linkLabel', { name: who })}
            >
              <Link2 aria-hidden className="size-4" />
              {member.dj ? t('team:member.changeDjLink') : t('team:member.linkDj')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={act('suspend')}
              disabled={locked}
              aria-label={t('team:member.suspendLabel', { name: who })}
            >
              {t('team:member.suspend')}
            </Button>
          </>
        ) : null}
        {member.status === 'suspended' ? (
          <Button
            size="sm"
            onClick={act('reactivate')}
            aria-label={t('team:member.reactivateLabel', { name: who })}
          >
            {t('team:member.reactivate')}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          className="text-red-600 hover:bg-red-50 hover:text-red-700"
          onClick={act('remove')}
          disabled={locked}
          aria-label={t('team:member.removeLabel', { name: who })}
        >
          {t('team:member.remove')}
        </Button>
      </div>
      {lockedReason ? <p className="text-sm text-slate-600">{lockedReason}</p> : null}
    </li>
  );
}

/** The member's own DJ entry as the card states it: linked by a manager, or by the same e-mail. */
function djEntryLabel(t: Translate<'team'>, member: TeamMember): string {
  if (member.dj) return member.dj.name;
  if (member.djsByEmail.length > 0) {
    const names = member.djsByEmail.map((d) => d.name).join(', ');
    return t('team:member.sameEmail', { names });
  }
  return t('team:member.notLinked');
}
