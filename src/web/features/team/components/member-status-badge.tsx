import type { MemberStatus } from '../../../../shared/team/roles';
import { MEMBER_STATUS_LABELS } from '../../../../shared/team/team-api';
import { Badge } from '../../../components/ui/badge';

const TONES: Record<MemberStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  waiting: 'bg-amber-50 text-amber-800 ring-amber-300',
  suspended: 'bg-red-50 text-red-700 ring-red-200',
  declined: 'bg-slate-100 text-slate-700 ring-slate-300',
};

/** Where a member stands, in words and colour. */
export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  return <Badge className={TONES[status]}>{MEMBER_STATUS_LABELS[status]}</Badge>;
}
