import { RecurringSeriesForm } from './recurring-series-form';
import { SeriesDialog, type SeriesDialogProps } from './series-dialog';

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
}: SeriesDialogProps) {
  return (
    <SeriesDialog
      block={block}
      open={open}
      onOpenChange={onOpenChange}
      title="Create Recurring Series"
      description="Repeat this show on the schedule in the weeks to come."
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
    </SeriesDialog>
  );
}
