import Copy from 'lucide-react/icons/copy';
import { useState, type ComponentProps } from 'react';
import type { WeekView } from '../../../../../shared/schemas/schedule';
import { Button } from '../../../../components/ui/button';
import { deferredDialog } from '../../../../components/ui/deferred-dialog';
import type { CopyWeekDialog as Dialog } from './copy-week-dialog';
import { series } from '../../../../i18n/namespaces/series';
import { useT } from '../../../../i18n/use-t';

/** Fetched when it opens or after the schedule paints: the form, its preview and their checks. */
const CopyWeekDialog = deferredDialog<ComponentProps<typeof Dialog>>(() =>
  import('./copy-week-dialog').then((m) => m.CopyWeekDialog),
);

/** The header's Copy Week button (shown only when the week has shows) and its dialog. */
export function CopyWeekAction({ week }: { week: WeekView }) {
  const [open, setOpen] = useState(false);
  const t = useT(series);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        title={t('series:copy.button')}
        onClick={() => setOpen(true)}
      >
        <Copy aria-hidden className="size-4" />
        {t('series:copy.button')}
      </Button>
      <CopyWeekDialog week={week} open={open} onOpenChange={setOpen} />
    </>
  );
}
