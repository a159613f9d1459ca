import { RecurringSeriesForm } from './recurring-series-form';
import { SeriesDialog, type SeriesDialogProps } from './series-dialog';
import { series } from '../../../../i18n/namespaces/series';
import { useT } from '../../../../i18n/use-t';

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
  const t = useT(series);
  return (
    <SeriesDialog
      block={block}
      open={open}
      onOpenChange={onOpenChange}
      title={t('series:create.title')}
      description={t('series:create.description')}
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
