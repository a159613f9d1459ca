import type { WeekSummary } from '../../../../shared/schemas/schedule';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DASHBOARD_TEXTS } from '../dashboard-texts';
import { weekName } from '../dashboard-view';

export type WeekQuestion = { open: boolean; kind: 'revert' | 'delete'; week: WeekSummary | null };

const QUESTIONS = [
  {
    kind: 'revert',
    title: 'Revert to Draft',
    text: DASHBOARD_TEXTS.revertConfirm,
    tone: 'primary',
  },
  { kind: 'delete', title: 'Delete Week', text: DASHBOARD_TEXTS.deleteConfirm, tone: 'danger' },
] as const;

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
  return QUESTIONS.map((q) => (
    <ConfirmDialog
      key={q.kind}
      open={open && kind === q.kind}
      onOpenChange={onOpenChange}
      title={q.title}
      description={q.text(name)}
      confirmLabel={q.title}
      tone={q.tone}
      onConfirm={() => {
        if (week) onConfirm(week, kind);
      }}
    />
  ));
}
