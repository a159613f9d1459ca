import { CheckCircle2, RotateCcw, Save } from 'lucide-react';
import { useState } from 'react';
import { SCHEDULE_TEXTS } from '../../../../shared/messages/schedule';
import type { WeekView } from '../../../../shared/schemas/schedule';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useWeekStatus } from '../hooks/use-week-status';

/**
 * Save Draft (from not started), Finalize (from not started or draft) and Revert to Draft (from
 * finalized, after a question), as SPEC.md §4 allows them. Past weeks show none.
 */
export function StatusActions({ week }: { week: WeekView }) {
  const status = useWeekStatus();
  const [confirmRevert, setConfirmRevert] = useState(false);
  if (week.isPast) return null;
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
          Save Draft
        </Button>
      ) : null}
      {week.status !== 'finalized' ? (
        <Button
          size="sm"
          onClick={() => status.change(week, 'finalize')}
          disabled={status.isPending}
        >
          <CheckCircle2 aria-hidden className="size-4" />
          Finalize
        </Button>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setConfirmRevert(true)}
          disabled={status.isPending}
        >
          <RotateCcw aria-hidden className="size-4" />
          {status.pendingAction === 'revert' ? 'Reverting...' : 'Revert to Draft'}
        </Button>
      )}
      <ConfirmDialog
        open={confirmRevert}
        onOpenChange={setConfirmRevert}
        title="Revert to Draft"
        description={SCHEDULE_TEXTS.revertConfirm}
        confirmLabel="Revert to Draft"
        onConfirm={() => status.change(week, 'revert')}
      />
    </>
  );
}
