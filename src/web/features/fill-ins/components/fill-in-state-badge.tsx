import type { FillInState } from '../../../../shared/schemas/fill-ins';
import { Badge } from '../../../components/ui/badge';
import { fillIns } from '../../../i18n/namespaces/fill-ins';
import { useT } from '../../../i18n/use-t';

const TONES: Record<FillInState, string> = {
  open: 'bg-sky-50 text-sky-800 ring-sky-200',
  'pending-approval': 'bg-amber-50 text-amber-800 ring-amber-200',
  taken: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  withdrawn: 'bg-slate-100 text-slate-700 ring-slate-200',
  'not-filled': 'bg-red-50 text-red-800 ring-red-200',
  'airing-changed': 'bg-slate-100 text-slate-700 ring-slate-200',
};

const LABELS = {
  open: 'fillIns:state.open',
  'pending-approval': 'fillIns:state.pendingApproval',
  taken: 'fillIns:state.taken',
  withdrawn: 'fillIns:state.withdrawn',
  'not-filled': 'fillIns:state.notFilled',
  'airing-changed': 'fillIns:state.airingChanged',
} as const satisfies Record<FillInState, string>;

/** A request's state in words, tinted; the words carry it without colour. */
export function FillInStateBadge({ state }: { state: FillInState }) {
  const t = useT(fillIns);
  return <Badge className={TONES[state]}>{t(LABELS[state])}</Badge>;
}
