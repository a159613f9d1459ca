import Plus from 'lucide-react/icons/plus';
import type { Placement } from '../../../../shared/schedule/slots';
import { GAP_BACKGROUND, gapPieceLabel } from './gaps-layer';
import { series } from '../../../i18n/namespaces/series';
import { useT } from '../../../i18n/use-t';

/** A gap in the phone's agenda: "Unfilled 02:00 – 06:00", and "Place a show here" if allowed. */
export function AgendaGapRow({
  piece,
  onPlace,
}: {
  piece: Placement;
  onPlace: ((placement: Placement) => void) | undefined;
}) {
  const t = useT(series);
  return (
    <div
      data-testid="agenda-gap"
      className="flex items-center justify-between gap-3 rounded-lg border border-dashed border-amber-400 px-3 py-2.5 text-sm font-medium text-amber-950"
      style={{ backgroundImage: GAP_BACKGROUND }}
    >
      <span className="rounded bg-white/90 px-1">{gapPieceLabel(t, piece)}</span>
      {onPlace ? (
        <button
          type="button"
          onClick={() => onPlace(piece)}
          className="inline-flex min-h-9 shrink-0 items-center gap-1 rounded-md bg-white px-2 text-xs font-semibold text-indigo-700 shadow-sm ring-1 ring-indigo-200 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <Plus aria-hidden className="size-3.5" />
          {t('series:gaps.placeHere')}
        </button>
      ) : null}
    </div>
  );
}
