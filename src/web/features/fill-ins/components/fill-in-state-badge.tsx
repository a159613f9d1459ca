import { FILL_IN_STATE_LABELS } from '../../../../shared/messages/fill-ins';
import type { FillInState } from '../../../../shared/schemas/fill-ins';
import { Badge } from '../../../components/ui/badge';

const TONES: Record<FillInState, string> = {
  open: 'bg-sky-50 text-sky-800 ring-sky-200',
  'pending-approval': 'bg-amber-50 text-amber-800 ring-amber-200',
  taken: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  withdrawn: 'bg-slate-100 text-slate-700 ring-slate-200',
  'not-filled': 'bg-red-50 text-red-800 ring-red-200',
  'airing-changed': 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** A request's state in words (FILL_IN_STATE_LABELS), tinted; the words carry it without colour. */
export function FillInStateBadge({ state }: { state: FillInState }) {
  return <Badge className={TONES[state]}>{FILL_IN_STATE_LABELS[state]}</Badge>;
}
