import { useEffect, useState } from 'react';
import { DEFAULT_STATION_NAME } from '../../../../shared/team/station-name';
import { usePublicConfig } from '../../../lib/use-public-config';
import { printHeading } from '../print-heading';
import { useScheduleWords } from '../schedule-words';

/**
 * Only on paper: the station, the zone of the times and when the sheet was printed (read again
 * as printing starts, so a page left open for days still prints today's date).
 */
export function PrintHeadingLine({ timeZone }: { timeZone: string }) {
  // The station's one name (Station Settings → Station), as in the top bar.
  const station = usePublicConfig().data?.stationName ?? DEFAULT_STATION_NAME;
  const words = useScheduleWords();
  const [printedAt, setPrintedAt] = useState(() => new Date());
  useEffect(() => {
    const refresh = () => setPrintedAt(new Date());
    window.addEventListener('beforeprint', refresh);
    return () => window.removeEventListener('beforeprint', refresh);
  }, []);
  return (
    <p data-testid="print-heading" className="hidden text-xs text-slate-700 print:block">
      {printHeading(station, timeZone, printedAt, words)}
    </p>
  );
}
