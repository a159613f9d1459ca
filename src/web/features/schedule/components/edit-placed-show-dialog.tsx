import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import type { ScheduledBlock } from '../../../../shared/schemas/schedule';
import { EditPlacedShowForm } from './edit-placed-show-form';
import { schedule } from '../../../i18n/namespaces/schedule';
import { useT } from '../../../i18n/use-t';

/** Edit This Instance edits a generated date; saving a change makes it the exception. */
function titleOf(block: ScheduledBlock | null) {
  if (block?.isInstance) return 'schedule:menu.editInstance';
  return block?.isException ? 'schedule:menu.editException' : 'schedule:menu.editShow';
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
  const t = useT(schedule);
  const [kept, setKept] = useState(block);
  if (block && block !== kept) setKept(block);
  const shown = block ?? (open && kept?.id === blockId ? kept : null);
  return (
    <Dialog
      open={open && shown !== null}
      onOpenChange={onOpenChange}
      title={t(titleOf(shown))}
      description={
        shown?.isException || shown?.isInstance
          ? t('schedule:edit.instanceNote')
          : t('schedule:edit.placementNote')
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
