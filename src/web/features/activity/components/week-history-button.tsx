import History from 'lucide-react/icons/rotate-ccw-clock';
import { useState, type ComponentProps } from 'react';
import { Button } from '../../../components/ui/button';
import { deferredDialog } from '../../../components/ui/deferred-dialog';
import type { WeekHistorySheet as Sheet } from './week-history-sheet';

/** Fetched when it opens or after the schedule paints: the list, its tooltips and the sheet. */
const WeekHistorySheet = deferredDialog<ComponentProps<typeof Sheet>>(() =>
  import('./week-history-sheet').then((m) => m.WeekHistorySheet),
);

/** The schedule header's History button and its sheet (week-history-sheet.tsx). */
export function WeekHistoryButton({ weekId }: { weekId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" title="History" onClick={() => setOpen(true)}>
        <History aria-hidden className="size-4" />
        History
      </Button>
      <WeekHistorySheet weekId={weekId} open={open} onOpenChange={setOpen} />
    </>
  );
}
