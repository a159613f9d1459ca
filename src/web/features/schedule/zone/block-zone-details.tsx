import Clock from 'lucide-react/icons/clock';
import { cn } from '../../../lib/cn';
import type { BlockZoneNotes } from './block-zone-notes';
import { series } from '../../../i18n/namespaces/series';
import { useT } from '../../../i18n/use-t';

/**
 * A block's details about time: each change-day note ("Airs at the first 01:30 (before clocks go
 * back)") and, while the viewer's column is on, its time there ("Berlin 16:00–18:00 (your time)").
 */
export function BlockZoneDetails({
  notes,
  className,
}: {
  notes: BlockZoneNotes | undefined;
  className?: string;
}) {
  const t = useT(series);
  if (!notes || (notes.details.length === 0 && !notes.viewerTime)) return null;
  return (
    <span className={cn('flex flex-col gap-0.5 text-xs', className)}>
      {notes.details.map((line) => (
        <span key={line} className="flex items-start gap-1 font-medium text-amber-900">
          <Clock aria-hidden className="mt-px size-3 shrink-0" />
          {line}
        </span>
      ))}
      {notes.viewerTime ? (
        <span className="text-indigo-800 tabular-nums">
          {t('series:zone.yourTime', { time: notes.viewerTime })}
        </span>
      ) : null}
    </span>
  );
}
