import CheckCircle2 from 'lucide-react/icons/circle-check';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Save from 'lucide-react/icons/save';
import { useState } from 'react';
import type { WeekView } from '../../../../shared/schemas/schedule';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useRefusal } from '../../../components/refusal';
import { useAccess } from '../../../lib/use-access';
import { useWeekStatus } from '../hooks/use-week-status';
import { FinalizeGapsQuestion } from '../gaps/finalize-gaps-question';
import { schedule } from '../../../i18n/namespaces/schedule';
import { useT } from '../../../i18n/use-t';

/**
 * Save Draft (from not started), Finalize (from not started or draft) and Revert to Draft (from
 * finalized, after a question), as SPEC.md §4 allows them. Past weeks show none, nor does a
 * member who may not change the schedule; one who may change it but not finalize or revert
 * (a station that keeps those for managers) sees those buttons disabled with the reason.
 */
export function StatusActions({ week }: { week: WeekView }) {
  const t = useT(schedule);
  const status = useWeekStatus();
  const [confirmRevert, setConfirmRevert] = useState(false);
  const access = useAccess();
  const finalizeRefusal = useRefusal(access.permission('week.finalize'));
  const revertRefusal = useRefusal(access.permission('week.revert'));
  if (week.isPast || !access.can('schedule.edit')) return null;
  return (
    <>
      {week.status === 'not-started' ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => status.change(week, 'save-draft')}
          disabled={status.isPending}
        >
          <Save aria-hidden className="size-4" />
          {t('schedule:status.saveDraft')}
        </Button>
      ) : null}
      {week.status !== 'finalized' ? (
        <Button
          size="sm"
          onClick={() => status.change(week, 'finalize')}
          disabled={status.isPending}
          {...finalizeRefusal.props}
        >
          <CheckCircle2 aria-hidden className="size-4" />
          {t('schedule:status.finalize')}
        </Button>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setConfirmRevert(true)}
          disabled={status.isPending}
          {...revertRefusal.props}
        >
          <RotateCcw aria-hidden className="size-4" />
          {status.pendingAction === 'revert'
            ? t('schedule:status.reverting')
            : t('schedule:status.revert')}
        </Button>
      )}
      {week.status !== 'finalized' ? finalizeRefusal.note : revertRefusal.note}
      <ConfirmDialog
        open={confirmRevert}
        onOpenChange={setConfirmRevert}
        title={t('schedule:status.revert')}
        description={t('schedule:status.revertConfirm')}
        confirmLabel={t('schedule:status.revert')}
        onConfirm={() => status.change(week, 'revert')}
      />
      <FinalizeGapsQuestion
        question={status.gapsQuestion}
        onAnswer={(finalize) => status.answerGaps(finalize)}
      />
    </>
  );
}
