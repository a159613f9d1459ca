import Clock from 'lucide-react/icons/clock';
import type { ClockChange } from '../../../../shared/schedule/clock-change';
import { cn } from '../../../lib/cn';
import { clockChangeText } from './zone-words';
import { series } from '../../../i18n/namespaces/series';
import { useT } from '../../../i18n/use-t';

/** A change day's line in its header: "Clocks go forward 02:00 → 03:00". */
export function ClockChangeNote({
  change,
  className,
}: {
  change: ClockChange | null | undefined;
  className?: string;
}) {
  const t = useT(series);
  if (!change) return null;
  return (
    <p
      className={cn(
        'mt-1 flex items-start justify-center gap-1 text-[11px] leading-tight font-medium',
        change.kind === 'forward' ? 'text-slate-700' : 'text-amber-800',
        className,
      )}
    >
      <Clock aria-hidden className="mt-px size-3 shrink-0" />
      <span>{clockChangeText(t, change)}</span>
    </p>
  );
}
