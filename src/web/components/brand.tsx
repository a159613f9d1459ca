import Radio from 'lucide-react/icons/radio';
import { DEFAULT_STATION_NAME } from '../../shared/team/station-name';
import { usePublicConfig } from '../lib/use-public-config';

/** The product's mark and the station's name (Station Settings → Station), as in the top bar. */
export function Brand() {
  const name = usePublicConfig().data?.stationName ?? DEFAULT_STATION_NAME;
  return (
    <span className="flex items-center gap-2.5">
      <span className="flex size-9 items-center justify-center rounded-lg bg-indigo-600 text-white shadow-sm">
        <Radio aria-hidden className="size-5" />
      </span>
      <span className="text-lg font-bold tracking-tight text-slate-900">{name}</span>
    </span>
  );
}
