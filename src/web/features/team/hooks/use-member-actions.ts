import type { Role } from '../../../../shared/team/roles';
import type { TeamMember } from '../../../../shared/team/team-api';
import { changeRole, linkDj, moveMember, removeMember, type StatusMove } from '../api/team-api';
import { useTeamChange } from './use-team';
import { shell } from '../../../i18n/namespaces/shell';
import { team } from '../../../i18n/namespaces/team';
import { useT } from '../../../i18n/use-t';
import type { KeyOf } from '../../../i18n/translate';
import { roleName } from '../role-words';

export type MemberAction = StatusMove | 'role' | 'link' | 'remove';

const MOVED: Record<StatusMove, [KeyOf<'team'>, KeyOf<'team'>]> = {
  approve: ['team:toast.approved', 'team:toast.approvedBody'],
  decline: ['team:toast.declined', 'team:toast.declinedBody'],
  suspend: ['team:toast.suspended', 'team:toast.suspendedBody'],
  reactivate: ['team:toast.reactivated', 'team:toast.reactivatedBody'],
};

/** The Team page's changes to members, each with its toast. */
export function useMemberActions() {
  const t = useT(shell, team);
  const move = useTeamChange(
    ({ member, move: m, role }: { member: TeamMember; move: StatusMove; role?: Role }) =>
      moveMember(member.id, m, role),
    {
      success: ({ member, move: m }) => [
        t(MOVED[m][0]),
        t(MOVED[m][1], { name: member.displayName }),
      ],
      failure: t('team:toast.changeFailed'),
    },
  );
  const role = useTeamChange(
    ({ member, role: r }: { member: TeamMember; role: Role }) => changeRole(member.id, r),
    {
      success: ({ member, role: r }) => [
        t('team:toast.roleChanged'),
        t('team:toast.roleChangedBody', { name: member.displayName, role: roleName(t, r) }),
      ],
      failure: t('team:toast.roleFailed'),
    },
  );
  const link = useTeamChange(
    ({ member, djId }: { member: TeamMember; djId: string | null }) => linkDj(member.id, djId),
    {
      success: ({ member, djId }) => [
        djId ? t('team:toast.djLinked') : t('team:toast.djUnlinked'),
        t('team:toast.djLinkBody', { name: member.displayName }),
      ],
      failure: t('team:toast.djLinkFailed'),
    },
  );
  const remove = useTeamChange((member: TeamMember) => removeMember(member.id), {
    success: (member) => [
      t('team:toast.removed'),
      t('team:toast.removedBody', { name: member.displayName }),
    ],
    failure: t('team:toast.removeFailed'),
  });
  return { move, role, link, remove };
}
