import type { WeekStatus } from '../../../../shared/schedule/placement';
import { Badge } from '../../../components/ui/badge';
import { schedule } from '../../../i18n/namespaces/schedule';
import { useT } from '../../../i18n/use-t';

/** SPEC.md §9 default status colours: gray not started, blue draft, green finalized. */
const looks: Record<WeekStatus, string> = {
  'not-started': 'bg-slate-100 text-slate-700 ring-slate-300',
  draft: 'bg-blue-50 text-blue-700 ring-blue-200',
  finalized: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
};

/** The badge's words: the status's own key. */
const LABELS = {
  'not-started': 'schedule:weekStatus.notStarted',
  draft: 'schedule:weekStatus.draft',
  finalized: 'schedule:weekStatus.finalized',
} as const satisfies Record<WeekStatus, string>;

export function WeekStatusBadge({ status }: { status: WeekStatus }) {
  const t = useT(schedule);
  return (
    <Badge className={`shrink-0 ${looks[status]}`}>
      <span className="sr-only">{t('schedule:weekStatus.prefix')}</span>
      {t(LABELS[status])}
    </Badge>
  );
}
