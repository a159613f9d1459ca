import { Badge } from '../../../components/ui/badge';
import { library } from '../../../i18n/namespaces/library';
import { useT } from '../../../i18n/use-t';

export function InactiveBadge() {
  const t = useT(library);
  return (
    <Badge className="bg-slate-100 text-slate-700 ring-slate-300">{t('library:dj.inactive')}</Badge>
  );
}

export function ActiveBadge() {
  const t = useT(library);
  return (
    <Badge className="bg-emerald-50 text-emerald-700 ring-emerald-600/20">
      {t('library:dj.active')}
    </Badge>
  );
}

/** Marks a sample DJ, which exists only on this screen. */
export function SampleBadge() {
  const t = useT(library);
  return (
    <Badge className="bg-amber-50 text-amber-800 ring-amber-600/30">{t('library:dj.sample')}</Badge>
  );
}
