import type { WeekView } from '../../../../../shared/schemas/schedule';
import { Dialog } from '../../../../components/ui/dialog';
import { CopyWeekForm } from './copy-week-form';

/** Copy Week (SPEC.md §2 "Copy Week Schedule dialog"): this week's programme to the next weeks. */
export function CopyWeekDialog({
  week,
  open,
  onOpenChange,
}: {
  week: WeekView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Copy Week Schedule"
      description="Copy this week's shows to the weeks that follow it."
      className="sm:max-w-lg"
    >
      <CopyWeekForm key={week.id} week={week} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}
