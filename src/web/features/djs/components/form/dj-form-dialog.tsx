import { DJ_TEXTS } from '../../../../../shared/messages/library';
import type { Dj } from '../../../../../shared/schemas/dj';
import { EntityFormDialog } from '../../../../components/entity-form-dialog';
import { DjForm } from './dj-form';

/**
 * The DJ form modal (SPEC.md §2): "Add New DJ" without a DJ, "Edit DJ" with one. The form is
 * mounted afresh on each opening and closes itself after a successful save; closing it with
 * typed changes asks first.
 */
export function DjFormDialog({
  open,
  onOpenChange,
  dj,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  dj: Dj | null;
}) {
  return (
    <EntityFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={dj ? DJ_TEXTS.editTitle : DJ_TEXTS.addTitle}
      description={
        dj
          ? 'Update the DJ’s profile and contact details.'
          : 'Add a DJ who can be assigned to shows.'
      }
      className="sm:max-w-2xl"
    >
      <DjForm dj={dj} onDone={() => onOpenChange(false)} />
    </EntityFormDialog>
  );
}
