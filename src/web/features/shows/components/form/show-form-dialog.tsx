import type { Show } from '../../../../../shared/schemas/show';
import { SHOW_TEXTS } from '../../../../../shared/messages/library';
import { EntityFormDialog } from '../../../../components/entity-form-dialog';
import { ShowForm } from './show-form';

/**
 * The show form modal (SPEC.md §2): "Add New Show" without a show, "Edit Show" with one. The
 * form is mounted afresh on each opening and closes itself after a successful save.
 */
export function ShowFormDialog({
  open,
  onOpenChange,
  show,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  show: Show | null;
}) {
  return (
    <EntityFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={show ? SHOW_TEXTS.editTitle : SHOW_TEXTS.addTitle}
      description={
        show
          ? 'Changes apply to new placements; shows already on a week keep their details.'
          : 'A show template you can place on the weekly schedule.'
      }
      className="sm:max-w-2xl"
    >
      <ShowForm show={show} onDone={() => onOpenChange(false)} />
    </EntityFormDialog>
  );
}
