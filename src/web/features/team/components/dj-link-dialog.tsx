import { useState } from 'react';
import type { TeamMember } from '../../../../shared/team/team-api';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { inputClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useDjs } from '../../djs/hooks/use-djs';
import { team } from '../../../i18n/namespaces/team';
import { useT } from '../../../i18n/use-t';

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
  const t = useT(team);
  const djs = useDjs();
  const [djId, setDjId] = useState(member.dj?.id ?? NOT_LINKED);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('team:djLink.title')}
      description={t('team:djLink.description', { name: member.displayName })}
    >
      <form
        className="mt-6 space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          onSave(djId === NOT_LINKED ? null : djId);
        }}
      >
        <FormField
          label={t('team:djLink.label')}
          error={djs.isError ? djs.error.message : undefined}
          hint={djs.isFetching && !djs.data ? t('team:djLink.loading') : undefined}
        >
          {(control) => (
            <select
              {...control}
              value={djId}
              onChange={(event) => setDjId(event.target.value)}
              className={cn(inputClasses, 'h-10')}
            >
              <option value={NOT_LINKED}>{t('team:member.notLinked')}</option>
              {(djs.data ?? []).map((dj) => (
                <option key={dj.id} value={dj.id}>
                  {dj.email ? t('team:djLink.option', { name: dj.name, email: dj.email }) : dj.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('team:dialog.cancel')}
          </Button>
          <Button type="submit" disabled={saving || djId === (member.dj?.id ?? NOT_LINKED)}>
            {saving ? t('team:dialog.saving') : t('team:djLink.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
