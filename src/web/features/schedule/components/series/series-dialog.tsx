import type { ReactNode } from 'react';
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
  onOpenChange,
  title,
  description,
  children,
}: Pick<SeriesDialogProps, 'block' | 'open' | 'onOpenChange'> & {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open && block !== null}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      className="sm:max-w-xl"
    >
      {children}
    </Dialog>
  );
}
