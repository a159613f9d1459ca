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
import { shell } from '../../../i18n/namespaces/shell';
import { team } from '../../../i18n/namespaces/team';
import { useT } from '../../../i18n/use-t';
import type { KeyOf } from '../../../i18n/translate';
import { roleName } from '../role-words';
import { partMark, WithParts } from './with-parts';

const STATE_LABELS: Record<TeamInvitation['state'], [KeyOf<'team'>, string]> = {
  pending: ['team:invitation.pending', 'bg-indigo-50 text-indigo-700 ring-indigo-200'],
  used: ['team:invitation.used', 'bg-emerald-50 text-emerald-800 ring-emerald-200'],
  expired: ['team:invitation.expired', 'bg-slate-100 text-slate-700 ring-slate-300'],
  revoked: ['team:invitation.revoked', 'bg-red-50 text-red-700 ring-red-200'],
};

/** Invitations sent, newest first: pending ones can be revoked. */
export function InvitationsList({ invitations }: { invitations: TeamInvitation[] }) {
  const t = useT(shell, team);
  const [revoking, setRevoking] = useState<TeamInvitation | null>(null);
  const { timeZone } = useViewerZone();
  const revoke = useTeamChange((i: TeamInvitation) => revokeInvitation(i.id), {
    success: (i) => [
      t('team:invitation.revokedToast'),
      t('team:invitation.revokedToastBody', { email: i.email }),
    ],
    failure: t('team:invitation.revokeFailed'),
  });
  if (invitations.length === 0) {
    return (
      <EmptyPanel icon={MailPlus} title={t('team:invitation.none')}>
        {t('team:invitation.noneHint')}
      </EmptyPanel>
    );
  }
  return (
    <>
      <ul className="divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
        {invitations.map((invitation) => {
          const [label, tone] = STATE_LABELS[invitation.state];
          const role = roleName(t, invitation.role);
          const sent = invitation.invitedBy
            ? t('team:invitation.sentBy', { role, sent: partMark(0), by: invitation.invitedBy })
            : t('team:invitation.sent', { role, sent: partMark(0) });
          const line =
            invitation.state === 'pending'
              ? t('team:invitation.expires', { line: sent, expires: partMark(1) })
              : sent;
          return (
            <li
              key={invitation.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium break-all text-slate-900">{invitation.email}</p>
                <p className="text-slate-600">
                  <WithParts
                    text={line}
                    parts={[
                      <ZonedTime key="sent" value={invitation.createdAt} timeZone={timeZone} />,
                      <ZonedTime key="expires" value={invitation.expiresAt} timeZone={timeZone} />,
                    ]}
                  />
                </p>
              </div>
              <Badge className={tone}>{t(label)}</Badge>
              {invitation.state === 'pending' ? (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setRevoking(invitation)}
                  aria-label={t('team:invitation.revokeLabel', { email: invitation.email })}
                >
                  {t('team:invitation.revoke')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('team:invitation.revokeTitle')}
        description={t('team:invitation.revokeBody', { email: revoking?.email ?? '' })}
        confirmLabel={t('team:invitation.revoke')}
        tone="danger"
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking);
          setRevoking(null);
        }}
      />
    </>
  );
}
