import History from 'lucide-react/icons/rotate-ccw-clock';
import { useState, type ComponentProps } from 'react';
import { Button } from '../../../components/ui/button';
import { deferredDialog } from '../../../components/ui/deferred-dialog';
import { weekHistory } from '../../../i18n/namespaces/week-history';
import { useT } from '../../../i18n/use-t';
import type { WeekHistorySheet as Sheet } from './week-history-sheet';

/** Fetched when it opens or after the schedule paints: the list, its tooltips and the sheet. */
const WeekHistorySheet = deferredDialog<ComponentProps<typeof Sheet>>(() =>
  import('./week-history-sheet').then((m) => m.WeekHistorySheet),
);

/** The schedule header's History button and its sheet (week-history-sheet.tsx). */
export function WeekHistoryButton({ weekId }: { weekId: string }) {
  const t = useT(weekHistory);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        title={t('weekHistory:button')}
        onClick={() => setOpen(true)}
      >
        <History aria-hidden className="size-4" />
        {t('weekHistory:button')}
      </Button>
      <WeekHistorySheet weekId={weekId} open={open} onOpenChange={setOpen} />
    </>
  );
}
