import { useState } from 'react';
import type { TeamMember } from '../../../../shared/team/team-api';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { inputClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useDjs } from '../../djs/hooks/use-djs';

const NOT_LINKED = '';

/**
 * Links a member to their DJ Library entry, which makes its shows "their own" (what DJs may
 * change when the station allows only their own shows), or unlinks them.
 */
export function DjLinkDialog({
  member,
  onClose,
  onSave,
  saving,
}: {
  member: TeamMember;
  onClose: () => void;
  onSave: (djId: string | null) => void;
  saving: boolean;
}) {
  const djs = useDjs();
  const [djId, setDjId] = useState(member.dj?.id ?? NOT_LINKED);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Link to a DJ entry"
      description={`The shows of the linked DJ entry count as ${member.displayName}'s own. Without a link, DJ entries with their e-mail address count.`}
    >
      <form
        className="mt-6 space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          onSave(djId === NOT_LINKED ? null : djId);
        }}
      >
        <FormField
          label="DJ entry"
          error={djs.isError ? djs.error.message : undefined}
          hint={djs.isFetching && !djs.data ? 'Loading the DJ Library…' : undefined}
        >
          {(control) => (
            <select
              {...control}
              value={djId}
              onChange={(event) => setDjId(event.target.value)}
              className={cn(inputClasses, 'h-10')}
            >
              <option value={NOT_LINKED}>Not linked</option>
              {(djs.data ?? []).map((dj) => (
                <option key={dj.id} value={dj.id}>
                  {dj.name}
                  {dj.email ? ` (${dj.email})` : ''}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving || djId === (member.dj?.id ?? NOT_LINKED)}>
            {saving ? 'Saving…' : 'Save link'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
