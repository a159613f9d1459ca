import { useState } from 'react';
import type { Role } from '../../../../shared/team/roles';
import type { TeamMember } from '../../../../shared/team/team-api';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { RoleChoice } from './role-choice';

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
  const [role, setRole] = useState<Role>(member.role);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={approving ? `Approve ${member.displayName}` : 'Change role'}
      description={
        approving
          ? `${member.displayName} can sign in once approved. Choose what they may do at the station.`
          : `What ${member.displayName} may do at the station.`
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
            Cancel
          </Button>
          {approving ? (
            <Button type="submit" disabled={saving}>
              {saving ? 'Approving…' : 'Approve'}
            </Button>
          ) : (
            <Button type="submit" disabled={saving || role === member.role}>
              {saving ? 'Saving…' : 'Save role'}
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
