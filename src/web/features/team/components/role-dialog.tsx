import { useState } from 'react';
import type { Role } from '../../../../shared/team/roles';
import type { TeamMember } from '../../../../shared/team/team-api';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { RoleChoice } from './role-choice';
import { team } from '../../../i18n/namespaces/team';
import { useT } from '../../../i18n/use-t';

/**
 * Chooses a member's role, each role saying what it may do: to change it, or (`approving`) as
 * the role a waiting member joins with.
 */
export function RoleDialog({
  member,
  onClose,
  onSave,
  saving,
  approving = false,
}: {
  member: TeamMember;
  onClose: () => void;
  onSave: (role: Role) => void;
  saving: boolean;
  approving?: boolean;
}) {
  const t = useT(team);
  const [role, setRole] = useState<Role>(member.role);
  const name = member.displayName;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={approving ? t('team:roleDialog.approveTitle', { name }) : t('team:member.changeRole')}
      description={
        approving
          ? t('team:roleDialog.approveDescription', { name })
          : t('team:roleDialog.changeDescription', { name })
      }
    >
      <form
        className="mt-6 space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          onSave(role);
        }}
      >
        <RoleChoice value={role} onChange={setRole} />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('team:dialog.cancel')}
          </Button>
          {approving ? (
            <Button type="submit" disabled={saving}>
              {saving ? t('team:roleDialog.approving') : t('team:member.approve')}
            </Button>
          ) : (
            <Button type="submit" disabled={saving || role === member.role}>
              {saving ? t('team:dialog.saving') : t('team:roleDialog.save')}
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
