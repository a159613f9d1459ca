import type { WeekSummary } from '../../../../shared/schemas/schedule';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DASHBOARD_TEXTS } from '../dashboard-texts';
import { weekName } from '../dashboard-view';

export type WeekQuestion = { open: boolean; kind: 'revert' | 'delete'; week: WeekSummary | null };

/** The two questions of SPEC.md §4: revert a finalized week, delete a week. */
export function WeekConfirmDialogs({
  question,
  onOpenChange,
  onConfirm,
}: {
  question: WeekQuestion;
  onOpenChange: (open: boolean) => void;
  onConfirm: (week: WeekSummary, kind: 'revert' | 'delete') => void;
}) {
  const { week, kind, open } = question;
  const name = week ? weekName(week) : '';
  const confirm = () => {
    if (week) onConfirm(week, kind);
  };
  return (
    <>
      <ConfirmDialog
        open={open && kind === 'revert'}
        onOpenChange={onOpenChange}
        title="Revert to Draft"
        description={DASHBOARD_TEXTS.revertConfirm(name)}
        confirmLabel="Revert to Draft"
        onConfirm={confirm}
      />
      <ConfirmDialog
        open={open && kind === 'delete'}
        onOpenChange={onOpenChange}
        title="Delete Week"
        description={DASHBOARD_TEXTS.deleteConfirm(name)}
        confirmLabel="Delete Week"
        tone="danger"
        onConfirm={confirm}
      />
    </>
  );
}
