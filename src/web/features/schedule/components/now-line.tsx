import { minutesInZone } from '../../../../shared/schedule/week';
import { SLOT_PX } from '../../../../shared/schedule/slots';
import { useNow } from '../hooks/use-station-clock';

/** The current time across today's column, in the station's zone; it moves every 30 s. */
export function NowLine({ dayIndex, timeZone }: { dayIndex: number; timeZone: string }) {
  const now = useNow(30_000);
  const top = (minutesInZone(now, timeZone) / 15) * SLOT_PX;
  return (
    <div
      data-testid="now-line"
      aria-hidden
      className="pointer-events-none absolute z-20 h-0.5 bg-red-500 print:hidden"
      style={{ top, left: `${(100 / 7) * dayIndex}%`, width: `${100 / 7}%` }}
    >
      <span className="absolute -top-1 -left-1 size-2.5 rounded-full bg-red-500" />
    </div>
  );
}
