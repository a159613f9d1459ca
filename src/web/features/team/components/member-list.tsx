import { useState } from 'react';
import type { TeamMember } from '../../../../shared/team/team-api';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useMemberActions, type MemberAction } from '../hooks/use-member-actions';
import { DjLinkDialog } from './dj-link-dialog';
import { MemberCard } from './member-card';
import { RoleDialog } from './role-dialog';
import { team } from '../../../i18n/namespaces/team';
import { useT } from '../../../i18n/use-t';
import type { KeyOf } from '../../../i18n/translate';

type Pending = { action: MemberAction; member: TeamMember } | null;

/** What a confirmation asks before a change that takes someone's access away. */
const CONFIRMS = {
  decline: {
    title: 'team:confirm.decline.title',
    body: 'team:confirm.decline.body',
    label: 'team:member.decline',
  },
  suspend: {
    title: 'team:confirm.suspend.title',
    body: 'team:confirm.suspend.body',
    label: 'team:member.suspend',
  },
  remove: {
    title: 'team:confirm.remove.title',
    body: 'team:confirm.remove.body',
    label: 'team:member.remove',
  },
} as const satisfies Partial<Record<MemberAction, Record<string, KeyOf<'team'>>>>;

/** Members, with the dialogs their actions open. */
export function MemberList({
  members,
  meId,
  lockedReason,
}: {
  members: TeamMember[];
  meId: string;
  lockedReason: (member: TeamMember) => string | null;
}) {
  const t = useT(team);
  const actions = useMemberActions();
  const [pending, setPending] = useState<Pending>(null);
  const close = () => setPending(null);

  const start = (action: MemberAction, member: TeamMember) => {
    if (action === 'reactivate') actions.move.mutate({ member, move: action });
    else setPending({ action, member });
  };
  const confirm =
    pending && pending.action in CONFIRMS
      ? CONFIRMS[pending.action as keyof typeof CONFIRMS]
      : undefined;

  return (
    <>
      <ul className="space-y-3">
        {members.map((member) => (
          <MemberCard
            key={member.id}
            member={member}
            isYou={member.id === meId}
            lockedReason={lockedReason(member)}
            onAction={start}
          />
        ))}
      </ul>
      {pending?.action === 'role' || pending?.action === 'approve' ? (
        // One role chooser: to change a member's role, or to approve a sign-up with one.
        <RoleDialog
          approving={pending.action === 'approve'}
          member={pending.member}
          onClose={close}
          saving={(pending.action === 'approve' ? actions.move : actions.role).isPending}
          onSave={(role) => {
            const { member } = pending;
            if (pending.action === 'approve')
              actions.move.mutate({ member, move: 'approve', role }, { onSuccess: close });
            else actions.role.mutate({ member, role }, { onSuccess: close });
          }}
        />
      ) : null}
      {pending?.action === 'link' ? (
        <DjLinkDialog
          member={pending.member}
          onClose={close}
          saving={actions.link.isPending}
          onSave={(djId) =>
            actions.link.mutate({ member: pending.member, djId }, { onSuccess: close })
          }
        />
      ) : null}
      <ConfirmDialog
        open={!!confirm}
        onOpenChange={(open) => !open && close()}
        title={confirm ? t(confirm.title) : ''}
        description={
          pending && confirm ? t(confirm.body, { name: pending.member.displayName }) : ''
        }
        confirmLabel={confirm ? t(confirm.label) : ''}
        tone="danger"
        onConfirm={() => {
          if (!pending) return;
          const { action, member } = pending;
          if (action === 'remove') actions.remove.mutate(member);
          else if (action === 'decline' || action === 'suspend')
            actions.move.mutate({ member, move: action });
          close();
        }}
      />
    </>
  );
}
