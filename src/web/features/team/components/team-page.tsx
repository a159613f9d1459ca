import UserPlus from 'lucide-react/icons/user-plus';
import { useEffect, useState } from 'react';
import { STATION_MANAGER_ROLE } from '../../../../shared/constants/limits';
import { LAST_MANAGER_MESSAGE, type TeamMember } from '../../../../shared/team/team-api';
import { Button } from '../../../components/ui/button';
import { LoadFailure, LoadingLine } from '../../../components/ui/load-states';
import { dialogCode } from '../../../components/ui/deferred-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { afterPaint } from '../../../lib/after-paint';
import { useSignedInUser } from '../../../lib/auth-context';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTeam } from '../hooks/use-team';
import { InvitationsList } from './invitations-list';
import { ManagersOnly } from './managers-only';
import { MemberList } from './member-list';

/** Fetched after the page paints, or when Invite is pressed first: its check holds zod. */
const InviteDialog = preloadableLazy(
  () => import('./invite-dialog'),
  (m) => m.InviteDialog,
  dialogCode,
);

/** The Team page (managers only): members, waiting accounts and invitations. */
export function TeamPage() {
  useDocumentTitle('Team');
  return (
    <ManagersOnly action="team.manage" title="Only station managers can manage the team.">
      <TeamView />
    </ManagersOnly>
  );
}

function TeamView() {
  const team = useTeam();
  const me = useSignedInUser();
  const [inviting, setInviting] = useState(false);
  useEffect(() => afterPaint(() => void InviteDialog.preload().catch(() => undefined)), []);

  let body;
  if (team.isPending) body = <LoadingLine text="Loading the team…" />;
  else if (team.isError) {
    body = (
      <LoadFailure
        title="The team could not be loaded."
        detail={team.error.message}
        onRetry={() => void team.refetch()}
        retrying={team.isFetching}
      />
    );
  } else {
    const { members, invitations } = team.data;
    body = (
      <>
        <section aria-labelledby="members-heading" className="space-y-3">
          <h2 id="members-heading" className="text-lg font-semibold text-slate-900">
            Members
          </h2>
          <MemberList members={members} meId={me.id} lockedReason={lockedReasonFor(members)} />
        </section>
        <section aria-labelledby="invitations-heading" className="space-y-3">
          <h2 id="invitations-heading" className="text-lg font-semibold text-slate-900">
            Invitations
          </h2>
          <InvitationsList invitations={invitations} />
        </section>
      </>
    );
  }

  return (
    <div className="space-y-8">
      <PageHeader
        title="Team"
        subtitle="Who may use the station, and what each member may do."
        actions={
          <Button onClick={() => setInviting(true)}>
            <UserPlus aria-hidden className="size-4" />
            Invite member
          </Button>
        }
      />
      {body}
      {inviting ? <InviteDialog onClose={() => setInviting(false)} /> : null}
    </div>
  );
}

/** The last active station manager cannot be demoted, suspended or removed (the server agrees). */
function lockedReasonFor(members: TeamMember[]) {
  const managers = members.filter((m) => m.role === STATION_MANAGER_ROLE && m.status === 'active');
  const last = managers.length === 1 ? managers[0]!.id : null;
  return (member: TeamMember) => (member.id === last ? LAST_MANAGER_MESSAGE : null);
}
