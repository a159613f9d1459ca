import { WEEK_STATUS_LABELS } from '../../../../shared/messages/schedule';
import type { WeekStatus } from '../../../../shared/schedule/placement';
import { Badge } from '../../../components/ui/badge';

/** SPEC.md §9 default status colours: gray not started, blue draft, green finalized. */
const looks: Record<WeekStatus, string> = {
  'not-started': 'bg-slate-100 text-slate-700 ring-slate-300',
  draft: 'bg-blue-50 text-blue-700 ring-blue-200',
  finalized: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
};

export function WeekStatusBadge({ status }: { status: WeekStatus }) {
  return (
    <Badge className={`shrink-0 ${looks[status]}`}>
      <span className="sr-only">Status: </span>
      {WEEK_STATUS_LABELS[status]}
    </Badge>
  );
}
