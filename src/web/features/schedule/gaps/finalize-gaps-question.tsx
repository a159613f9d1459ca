import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { series } from '../../../i18n/namespaces/series';
import { useT } from '../../../i18n/use-t';

/**
 * "Finalize with 12 h unfilled? Mon 02:00–06:00, …": asked where the station's rule is "ask
 * before finalizing" (decision 0070). The sentence is the server's, which counted the gaps.
 */
export function FinalizeGapsQuestion({
  question,
  onAnswer,
}: {
  question: { message: string } | null;
  onAnswer: (finalize: boolean) => void;
}) {
  const t = useT(series);
  return (
    <ConfirmDialog
      open={question !== null}
      onOpenChange={(open) => {
        if (!open) onAnswer(false);
      }}
      title={t('series:gaps.confirmTitle')}
      description={question?.message ?? ''}
      confirmLabel={t('series:gaps.confirmAction')}
      cancelLabel={t('series:cancel')}
      tone="primary"
      onConfirm={() => onAnswer(true)}
    />
  );
}
