import { useEffect, useState } from 'react';
import { printHeading, STATION_NAME } from '../print-heading';

/**
 * Only on paper: the station, the zone of the times and when the sheet was printed (read again
 * as printing starts, so a page left open for days still prints today's date).
 */
export function PrintHeadingLine({ timeZone }: { timeZone: string }) {
  const [printedAt, setPrintedAt] = useState(() => new Date());
  useEffect(() => {
    const refresh = () => setPrintedAt(new Date());
    window.addEventListener('beforeprint', refresh);
    return () => window.removeEventListener('beforeprint', refresh);
  }, []);
  return (
    <p data-testid="print-heading" className="hidden text-xs text-slate-700 print:block">
      {printHeading(STATION_NAME, timeZone, printedAt)}
    </p>
  );
}
