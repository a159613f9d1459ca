import { DJ_TEXTS } from '../../../../shared/messages/library';
import { Badge } from '../../../components/ui/badge';

export function InactiveBadge() {
  return <Badge className="bg-slate-100 text-slate-700 ring-slate-300">{DJ_TEXTS.inactive}</Badge>;
}

export function ActiveBadge() {
  return (
    <Badge className="bg-emerald-50 text-emerald-700 ring-emerald-600/20">{DJ_TEXTS.active}</Badge>
  );
}

/** Marks a sample DJ, which exists only on this screen. */
export function SampleBadge() {
  return <Badge className="bg-amber-50 text-amber-800 ring-amber-600/30">Sample</Badge>;
}
