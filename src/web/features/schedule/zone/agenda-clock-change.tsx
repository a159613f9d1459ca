import { clockChangeBand } from './clock-change-bands';
import { clockChangeText } from './zone-words';
import { series } from '../../../i18n/namespaces/series';
import { useT } from '../../../i18n/use-t';
import { useScheduleZone } from './schedule-zone-context';

/**
 * Above a change day's agenda: "Clocks go forward 02:00 → 03:00 · 02:00–03:00 skipped", hatched
 * like the grid's band, or the amber band of a repeated span.
 */
export function AgendaClockChange({ day }: { day: number }) {
  const t = useT(series);
  const change = useScheduleZone()?.changes[day];
  const band = change ? clockChangeBand(change, t) : null;
  if (!change || !band) return null;
  return (
    <p
      data-testid={band.skipped ? 'skipped-time' : 'repeated-time'}
      className={
        band.skipped
          ? 'border-b border-slate-300 px-4 py-1.5 text-xs font-medium text-slate-800'
          : 'border-b border-dashed border-amber-500 bg-amber-100/70 px-4 py-1.5 text-xs font-medium text-amber-900'
      }
      style={
        band.skipped
          ? {
              backgroundImage:
                'repeating-linear-gradient(135deg, rgb(100 116 139 / 0.18) 0 6px, rgb(248 250 252) 6px 12px)',
            }
          : undefined
      }
    >
      <span className="rounded bg-white/85 px-1">
        {clockChangeText(t, change)} · {band.text}
      </span>
    </p>
  );
}
