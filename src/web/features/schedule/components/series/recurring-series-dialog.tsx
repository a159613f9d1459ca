import type { ScheduledBlock } from '../../../../../shared/schemas/schedule';
import { Dialog } from '../../../../components/ui/dialog';
import { RecurringSeriesForm } from './recurring-series-form';

/**
 * Make Recurring on a placed show (SPEC.md §2 "Create Recurring Series dialog"): the show becomes
 * the first of a series; the dialog closes and the week reloads once the server agrees.
 */
export function RecurringSeriesDialog({
  weekId,
  block,
  today,
  open,
  onOpenChange,
}: {
  weekId: string;
  block: ScheduledBlock | null;
  today: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open && block !== null}
      onOpenChange={onOpenChange}
      title="Create Recurring Series"
      description="Repeat this show on the schedule in the weeks to come."
      className="sm:max-w-xl"
    >
      {block ? (
        <RecurringSeriesForm
          key={block.id}
          weekId={weekId}
          block={block}
          today={today}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}
