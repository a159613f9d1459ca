import { Dialog } from '../../../components/ui/dialog';
import type { ScheduledBlock } from '../../../../shared/schemas/schedule';
import { EditPlacedShowForm } from './edit-placed-show-form';

/**
 * Edit Show on a placed block: changes this week's copy of the show (name, description, genres,
 * colour, image), not the library template. Edit Exception is the same for one date of a series.
 */
export function EditPlacedShowDialog({
  weekId,
  block,
  open,
  onOpenChange,
}: {
  weekId: string;
  block: ScheduledBlock | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open && block !== null}
      onOpenChange={onOpenChange}
      title={block?.isException ? 'Edit Exception' : 'Edit Show'}
      description={
        block?.isException
          ? 'Changes apply to this date only; the rest of the recurring series stays as it is.'
          : 'Changes apply to this placement only; the show in the library stays as it is.'
      }
      className="sm:max-w-2xl"
    >
      {block ? (
        <EditPlacedShowForm
          key={block.id}
          weekId={weekId}
          block={block}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}
