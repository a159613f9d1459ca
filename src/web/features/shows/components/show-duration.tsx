import Clock from 'lucide-react/icons/clock';
import { cn } from '../../../lib/cn';
import { durationText } from '../duration-text';
import { library } from '../../../i18n/namespaces/library';
import { useT } from '../../../i18n/use-t';

/** "1.5 h · 1 hour 30 min": the hours as entered, and the same as people say it. */
export function ShowDuration({ hours, className }: { hours: number; className?: string }) {
  const t = useT(library);
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm text-slate-600', className)}>
      <Clock aria-hidden className="size-4 text-slate-400" />
      <span className="font-medium text-slate-800">{t('library:hours', { hours })}</span>
      <span aria-hidden>·</span>
      <span>{durationText(t, hours)}</span>
    </span>
  );
}
