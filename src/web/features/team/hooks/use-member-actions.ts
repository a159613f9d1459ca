import type { Role } from '../../../../shared/team/roles';
import type { TeamMember } from '../../../../shared/team/team-api';
import { changeRole, linkDj, moveMember, removeMember, type StatusMove } from '../api/team-api';
import { useTeamChange } from './use-team';

export type MemberAction = StatusMove | 'role' | 'link' | 'remove';

const MOVED: Record<StatusMove, (name: string) => [string, string]> = {
  approve: (name) => ['Member approved', `${name} can now sign in.`],
  decline: (name) => ['Request declined', `${name} cannot sign in.`],
  suspend: (name) => ['Member suspended', `${name} was signed out and cannot sign in.`],
  reactivate: (name) => ['Member reactivated', `${name} can sign in again.`],
};

/** The Team page's changes to members, each with its toast. */
export function useMemberActions() {
  const move = useTeamChange(
    ({ member, move: m, role }: { member: TeamMember; move: StatusMove; role?: Role }) =>
      moveMember(member.id, m, role),
    { success: ({ member, move: m }) => MOVED[m](member.displayName), failure: 'Change failed' },
  );
  const role = useTeamChange(
    ({ member, role: r }: { member: TeamMember; role: Role }) => changeRole(member.id, r),
    {
      success: ({ member, role: r }) => ['Role changed', `${member.displayName} is now ${r}.`],
      failure: 'Failed to change the role',
    },
  );
  const link = useTeamChange(
    ({ member, djId }: { member: TeamMember; djId: string | null }) => linkDj(member.id, djId),
    {
      success: ({ member, djId }) => [
        djId ? 'DJ entry linked' : 'DJ entry unlinked',
        `${member.displayName}'s own shows follow the link.`,
      ],
      failure: 'Failed to change the DJ link',
    },
  );
  const remove = useTeamChange((member: TeamMember) => removeMember(member.id), {
    success: (member) => ['Member removed', `${member.displayName}'s account was deleted.`],
    failure: 'Failed to remove the member',
  });
  return { move, role, link, remove };
}
