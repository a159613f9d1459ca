import Plus from 'lucide-react/icons/plus';
import { memo } from 'react';
import { clockTime, daySegments, type Placement } from '../../../../shared/schedule/slots';
import { gapPlacement, type Gap } from '../../../../shared/schedule/unfilled-time';
import { useCalendarWords } from '../../../i18n/calendar-words';
import type { Translate } from '../../../i18n/translate';
import { segmentStyle } from '../grid-layout';
import { series } from '../../../i18n/namespaces/series';
import { useT } from '../../../i18n/use-t';

/** Empty time, hatched in amber: the grid's own skipped-hour hatching is slate. */
export const GAP_BACKGROUND =
  'repeating-linear-gradient(45deg, rgb(245 158 11 / 0.22) 0 6px, rgb(255 251 235 / 0.7) 6px 14px)';

/**
 * The day pieces of the gaps, in week order; a piece is also what "Place a show here" fills in
 * (its day, start and length).
 */
export function gapPieces(gaps: readonly Gap[]) {
  return gaps.flatMap((gap) =>
    daySegments(gapPlacement(gap)).map(({ dayIndex, timeIndex, duration }) => ({
      gap,
      dayIndex,
      timeIndex,
      duration,
    })),
  );
}

/** "Unfilled 02:00 – 06:00": a gap piece's words, on the grid and in the agenda. */
export function gapPieceLabel(t: Translate<'series'>, piece: Placement): string {
  return t('series:gaps.piece', {
    from: clockTime(piece.timeIndex * 15),
    to: clockTime((piece.timeIndex + piece.duration) * 15),
  });
}

/**
 * "Show gaps" on the grid (decision 0070): each gap of at least the station's minimum hatched in
 * its day columns, under the shows, with "Place a show here" where the week may change (a past
 * week's gaps are shown only). A gap across midnight is a piece per day, each placing on its day.
 */
export const GapsLayer = memo(function GapsLayer({
  gaps,
  onPlace,
}: {
  gaps: readonly Gap[];
  /** Opens the Place dialog for the gap; absent where the week may not change. */
  onPlace: ((placement: Placement) => void) | undefined;
}) {
  const t = useT(series);
  const calendar = useCalendarWords();
  return (
    <div className="pointer-events-none absolute inset-0 z-[5]" data-testid="gaps-layer">
      {gapPieces(gaps).map((piece) => {
        const label = gapPieceLabel(t, piece);
        return (
          <div
            key={`${piece.gap.startSlot}:${piece.dayIndex}`}
            role="group"
            aria-label={t('series:gaps.pieceOnDay', {
              day: calendar.weekday(piece.dayIndex),
              gap: label,
            })}
            data-testid="gap"
            className="absolute flex flex-col items-start gap-1 overflow-hidden rounded-md border border-dashed border-amber-400 p-1.5 text-[11px] leading-tight font-medium text-amber-950"
            style={{
              ...segmentStyle(piece.dayIndex, piece.timeIndex, piece.duration),
              backgroundImage: GAP_BACKGROUND,
            }}
          >
            <span className="rounded bg-white/90 px-1 shadow-sm">{label}</span>
            {onPlace && piece.duration >= 2 ? (
              <button
                type="button"
                onClick={() => onPlace(piece)}
                className="pointer-events-auto inline-flex items-center gap-1 rounded bg-white px-1.5 py-0.5 text-[11px] font-semibold text-indigo-700 shadow-sm ring-1 ring-indigo-200 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <Plus aria-hidden className="size-3" />
                {t('series:gaps.placeHere')}
              </button>
            ) : null}
          </div>
        );
      })}
    </div>
  );
});
