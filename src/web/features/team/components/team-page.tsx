import UserPlus from 'lucide-react/icons/user-plus';
import { useEffect, useState } from 'react';
import { STATION_MANAGER_ROLE } from '../../../../shared/constants/limits';
import type { TeamMember } from '../../../../shared/team/team-api';
import { Button } from '../../../components/ui/button';
import { LoadFailure, LoadingLine } from '../../../components/ui/load-states';
import { dialogCode } from '../../../components/ui/deferred-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { afterPaint } from '../../../lib/after-paint';
import { useSignedInUser } from '../../../lib/auth-context';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { team as teamWords } from '../../../i18n/namespaces/team';
import { useT } from '../../../i18n/use-t';
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
  const t = useT(teamWords);
  useDocumentTitle(t('team:title'));
  return (
    <ManagersOnly
      action="team.manage"
      title={t('team:managersOnly')}
      viewersRefused={t('team:viewersRefused')}
    >
      <TeamView />
    </ManagersOnly>
  );
}

function TeamView() {
  const t = useT(teamWords);
  const team = useTeam();
  const me = useSignedInUser();
  const [inviting, setInviting] = useState(false);
  useEffect(() => afterPaint(() => void InviteDialog.preload().catch(() => undefined)), []);

  let body;
  if (team.isPending) body = <LoadingLine text={t('team:loading')} />;
  else if (team.isError) {
    body = (
      <LoadFailure
        title={t('team:loadFailed')}
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
            {t('team:members')}
          </h2>
          <MemberList
            members={members}
            meId={me.id}
            lockedReason={lockedReasonFor(members, t('team:lastManager'))}
          />
        </section>
        <section aria-labelledby="invitations-heading" className="space-y-3">
          <h2 id="invitations-heading" className="text-lg font-semibold text-slate-900">
            {t('team:invitations')}
          </h2>
          <InvitationsList invitations={invitations} />
        </section>
      </>
    );
  }

  return (
    <div className="space-y-8">
      <PageHeader
        title={t('team:title')}
        subtitle={t('team:subtitle')}
        actions={
          <Button onClick={() => setInviting(true)}>
            <UserPlus aria-hidden className="size-4" />
            {t('team:invite')}
          </Button>
        }
      />
      {body}
      {inviting ? <InviteDialog onClose={() => setInviting(false)} /> : null}
    </div>
  );
}

/** The last active station manager cannot be demoted, suspended or removed (the server agrees). */
function lockedReasonFor(members: TeamMember[], lastManager: string) {
  const managers = members.filter((m) => m.role === STATION_MANAGER_ROLE && m.status === 'active');
  const last = managers.length === 1 ? managers[0]!.id : null;
  return (member: TeamMember) => (member.id === last ? lastManager : null);
}
