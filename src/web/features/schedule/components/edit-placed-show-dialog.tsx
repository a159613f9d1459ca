import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import type { ScheduledBlock } from '../../../../shared/schemas/schedule';
import { EditPlacedShowForm } from './edit-placed-show-form';

/** Edit This Instance edits a generated date; saving a change makes it the exception. */
function titleOf(block: ScheduledBlock | null): string {
  if (block?.isInstance) return 'Edit This Instance';
  return block?.isException ? 'Edit Exception' : 'Edit Show';
}

/**
 * Edit Show on a placed block: changes this week's copy of the show (name, description, genres,
 * colour, image), not the library template. Edit Exception is the same for one date of a series.
 */
export function EditPlacedShowDialog({
  weekId,
  blockId,
  block,
  open,
  onOpenChange,
}: {
  weekId: string;
  /** The block the dialog is for, even when it is no longer on the week. */
  blockId: string | null;
  block: ScheduledBlock | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // The block as last seen: if a colleague removes it, the dialog keeps it to say what happened.
  const [kept, setKept] = useState(block);
  if (block && block !== kept) setKept(block);
  const shown = block ?? (open && kept?.id === blockId ? kept : null);
  return (
    <Dialog
      open={open && shown !== null}
      onOpenChange={onOpenChange}
      title={titleOf(shown)}
      description={
        shown?.isException || shown?.isInstance
          ? 'Changes apply to this date only; the rest of the recurring series stays as it is.'
          : 'Changes apply to this placement only; the show in the library stays as it is.'
      }
      className="sm:max-w-2xl"
    >
      {shown ? (
        <EditPlacedShowForm
          key={shown.id}
          weekId={weekId}
          block={shown}
          removed={block === null}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}
