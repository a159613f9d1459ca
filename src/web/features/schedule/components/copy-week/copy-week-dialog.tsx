import type { WeekView } from '../../../../../shared/schemas/schedule';
import { Dialog } from '../../../../components/ui/dialog';
import { CopyWeekForm } from './copy-week-form';
import { series } from '../../../../i18n/namespaces/series';
import { useT } from '../../../../i18n/use-t';

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
  const t = useT(series);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('series:copy.title')}
      description={t('series:copy.description')}
      className="sm:max-w-lg"
    >
      <CopyWeekForm key={week.id} week={week} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}
