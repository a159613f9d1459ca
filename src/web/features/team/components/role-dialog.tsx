import { useState } from 'react';
import type { Role } from '../../../../shared/team/roles';
import type { TeamMember } from '../../../../shared/team/team-api';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { RoleChoice } from './role-choice';

/** Changes a member's role; each role says what it may do. */
export function RoleDialog({
  member,
  onClose,
  onSave,
  saving,
}: {
  member: TeamMember;
  onClose: () => void;
  onSave: (role: Role) => void;
  saving: boolean;
}) {
  const [role, setRole] = useState<Role>(member.role);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Change role"
      description={`What ${member.displayName} may do at the station.`}
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
          <Button type="submit" disabled={saving || role === member.role}>
            {saving ? 'Saving…' : 'Save role'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
