import { useLanguage } from '../../../i18n/language-context';
import type { WeekSummary } from '../../../../shared/schemas/schedule';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { dashboard } from '../../../i18n/namespaces/dashboard';
import { useT } from '../../../i18n/use-t';
import { weekName } from '../dashboard-view';

export type WeekQuestion = { open: boolean; kind: 'revert' | 'delete'; week: WeekSummary | null };

const QUESTIONS = [
  {
    kind: 'revert',
    title: 'dashboard:revertTitle',
    text: 'dashboard:revertConfirm',
    tone: 'primary',
  },
  {
    kind: 'delete',
    title: 'dashboard:deleteTitle',
    text: 'dashboard:deleteConfirm',
    tone: 'danger',
  },
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
  const t = useT(dashboard);
  const { week, kind, open } = question;
  const language = useLanguage();
  const name = week ? weekName(week, language) : '';
  return QUESTIONS.map((q) => (
    <ConfirmDialog
      key={q.kind}
      open={open && kind === q.kind}
      onOpenChange={onOpenChange}
      title={t(q.title)}
      description={t(q.text, { week: name })}
      confirmLabel={t(q.title)}
      tone={q.tone}
      onConfirm={() => {
        if (week) onConfirm(week, kind);
      }}
    />
  ));
}
