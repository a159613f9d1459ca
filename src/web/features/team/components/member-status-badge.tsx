import type { MemberStatus } from '../../../../shared/team/roles';
import { Badge } from '../../../components/ui/badge';
import { team } from '../../../i18n/namespaces/team';
import { useT } from '../../../i18n/use-t';
import type { KeyOf } from '../../../i18n/translate';

const TONES: Record<MemberStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  waiting: 'bg-amber-50 text-amber-800 ring-amber-300',
  suspended: 'bg-red-50 text-red-700 ring-red-200',
  declined: 'bg-slate-100 text-slate-700 ring-slate-300',
};

const LABELS: Record<MemberStatus, KeyOf<'team'>> = {
  active: 'team:status.active',
  waiting: 'team:status.waiting',
  suspended: 'team:status.suspended',
  declined: 'team:status.declined',
};

/** Where a member stands, in words and colour. */
export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  const t = useT(team);
  return <Badge className={TONES[status]}>{t(LABELS[status])}</Badge>;
}
