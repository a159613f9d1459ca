import Clock from 'lucide-react/icons/clock';
import { formatDuration } from '../../../../shared/library/duration';
import { cn } from '../../../lib/cn';

/** "1.5 h · 1 hour 30 min": the hours as entered, and the same as people say it. */
export function ShowDuration({ hours, className }: { hours: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm text-slate-600', className)}>
      <Clock aria-hidden className="size-4 text-slate-400" />
      <span className="font-medium text-slate-800">{hours} h</span>
      <span aria-hidden>·</span>
      <span>{formatDuration(hours)}</span>
    </span>
  );
}
