import MailPlus from 'lucide-react/icons/mail-plus';
import { useState } from 'react';
import type { TeamInvitation } from '../../../../shared/team/team-api';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ZonedTime } from '../../../components/zoned-time';
import { useViewerZone } from '../../../lib/use-viewer-zone';
import { revokeInvitation } from '../api/team-api';
import { useTeamChange } from '../hooks/use-team';

const STATE_LABELS: Record<TeamInvitation['state'], [string, string]> = {
  pending: ['Pending', 'bg-indigo-50 text-indigo-700 ring-indigo-200'],
  used: ['Used', 'bg-emerald-50 text-emerald-800 ring-emerald-200'],
  expired: ['Expired', 'bg-slate-100 text-slate-700 ring-slate-300'],
  revoked: ['Revoked', 'bg-red-50 text-red-700 ring-red-200'],
};

/** Invitations sent, newest first: pending ones can be revoked. */
export function InvitationsList({ invitations }: { invitations: TeamInvitation[] }) {
  const [revoking, setRevoking] = useState<TeamInvitation | null>(null);
  const { timeZone } = useViewerZone();
  const revoke = useTeamChange((i: TeamInvitation) => revokeInvitation(i.id), {
    success: (i) => ['Invitation revoked', `The link sent to ${i.email} no longer works.`],
    failure: 'Failed to revoke the invitation',
  });
  if (invitations.length === 0) {
    return (
      <EmptyPanel icon={MailPlus} title="No invitations yet">
        Invite colleagues by e-mail: they join with the role you choose.
      </EmptyPanel>
    );
  }
  return (
    <>
      <ul className="divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
        {invitations.map((invitation) => {
          const [label, tone] = STATE_LABELS[invitation.state];
          return (
            <li
              key={invitation.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium break-all text-slate-900">{invitation.email}</p>
                <p className="text-slate-600">
                  {invitation.role} · sent{' '}
                  <ZonedTime value={invitation.createdAt} timeZone={timeZone} />
                  {invitation.invitedBy ? ` by ${invitation.invitedBy}` : ''}
                  {invitation.state === 'pending' ? (
                    <>
                      {' '}
                      · expires <ZonedTime value={invitation.expiresAt} timeZone={timeZone} />
                    </>
                  ) : null}
                </p>
              </div>
              <Badge className={tone}>{label}</Badge>
              {invitation.state === 'pending' ? (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setRevoking(invitation)}
                  aria-label={`Revoke the invitation to ${invitation.email}`}
                >
                  Revoke
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke invitation?"
        description={`The link sent to ${revoking?.email ?? ''} will stop working.`}
        confirmLabel="Revoke"
        tone="danger"
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking);
          setRevoking(null);
        }}
      />
    </>
  );
}
