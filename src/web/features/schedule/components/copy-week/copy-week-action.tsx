import Copy from 'lucide-react/icons/copy';
import { useState } from 'react';
import type { WeekView } from '../../../../../shared/schemas/schedule';
import { Button } from '../../../../components/ui/button';
import { CopyWeekDialog } from './copy-week-dialog';

/** The header's Copy Week button (shown only when the week has shows) and its dialog. */
export function CopyWeekAction({ week }: { week: WeekView }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" title="Copy Week" onClick={() => setOpen(true)}>
        <Copy aria-hidden className="size-4" />
        Copy Week
      </Button>
      <CopyWeekDialog week={week} open={open} onOpenChange={setOpen} />
    </>
  );
}
