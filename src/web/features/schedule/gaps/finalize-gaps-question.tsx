import { UNFILLED_TEXTS } from '../../../../shared/messages/unfilled-time';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

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
  return (
    <ConfirmDialog
      open={question !== null}
      onOpenChange={(open) => {
        if (!open) onAnswer(false);
      }}
      title={UNFILLED_TEXTS.confirmTitle}
      description={question?.message ?? ''}
      confirmLabel={UNFILLED_TEXTS.confirmAction}
      tone="primary"
      onConfirm={() => onAnswer(true)}
    />
  );
}
