import type { ComponentProps } from 'react';
import type { ScheduledBlock } from '../../../../../shared/schemas/schedule';
import { Dialog } from '../../../../components/ui/dialog';

/** What Create Recurring Series and Edit Series are opened with, on a placed show. */
export type SeriesDialogProps = {
  weekId: string;
  block: ScheduledBlock | null;
  /** Today in the station zone: the end date can be at most six months from it. */
  today: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The frame of both series dialogs: open only with a show, as wide as the rule's fields need. */
export function SeriesDialog({
  block,
  open,
  ...props
}: Omit<ComponentProps<typeof Dialog>, 'className'> & { block: ScheduledBlock | null }) {
  return <Dialog {...props} open={open && block !== null} className="sm:max-w-xl" />;
}
