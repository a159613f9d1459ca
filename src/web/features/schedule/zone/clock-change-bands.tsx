import { memo, useMemo } from 'react';
import {
  missingSpan,
  repeatedSpan,
  type ClockChange,
} from '../../../../shared/schedule/clock-change';
import { daySegments } from '../../../../shared/schedule/slots';
import type { ScheduledBlock } from '../../../../shared/schemas/schedule';
import { slots } from '../grid-layout';
import { useScheduleZone } from './schedule-zone-context';
import { changeSpanText, clockChangeText } from './zone-words';
import { useCalendarWords } from '../../../i18n/calendar-words';
import type { Translate } from '../../../i18n/translate';
import { series } from '../../../i18n/namespaces/series';
import { useT } from '../../../i18n/use-t';

/** Skipped time, hatched: nothing airs there and nothing may start or end there. */
const SKIPPED_BACKGROUND =
  'repeating-linear-gradient(135deg, rgb(71 85 105 / 0.32) 0 4px, transparent 4px 10px)';

/** What a change day's band says: "02:00–03:00 skipped" or "01:00–02:00 happens twice". */
export function clockChangeBand(change: ClockChange, t: Translate<'series'>) {
  const skipped = missingSpan(change);
  const span = skipped ?? repeatedSpan(change);
  if (!span) return null;
  return { span, skipped: skipped !== null, text: changeSpanText(t, span, skipped !== null) };
}

/**
 * Whether a show is drawn across a span of a day (minutes): then its own note says what the
 * change does to it ("1 h on air: clocks go forward"), and the band's words would print over it.
 */
export function spanCovered(
  blocks: readonly ScheduledBlock[],
  dayIndex: number,
  span: { from: number; to: number },
): boolean {
  return blocks.some((block) =>
    daySegments(block).some(
      (segment) =>
        segment.dayIndex === dayIndex &&
        segment.timeIndex * 15 < span.to &&
        (segment.timeIndex + segment.duration) * 15 > span.from,
    ),
  );
}

/**
 * The change days' spans over the day columns: the skipped span hatched, the repeated span as an
 * amber band; each names itself and the change for screen readers and in its tooltip. They lie
 * over the shows, see-through and deaf to the pointer, so a show spanning the skipped hour still
 * shows the hatching across it; there the band's words give way to the show's own note, so the two
 * never print over each other. Drawn nowhere on ordinary weeks.
 */
export const ClockChangeBands = memo(function ClockChangeBands({
  blocks,
}: {
  blocks: readonly ScheduledBlock[];
}) {
  const zone = useScheduleZone();
  const t = useT(series);
  const calendar = useCalendarWords();
  const changes = zone?.changes;
  const covered = useMemo(
    () =>
      (changes ?? []).map((change, dayIndex) => {
        const band = change && clockChangeBand(change, t);
        return band ? spanCovered(blocks, dayIndex, band.span) : false;
      }),
    [blocks, changes, t],
  );
  if (!zone) return null;
  return (
    <>
      {zone.changes.map((change, dayIndex) => {
        const band = change && clockChangeBand(change, t);
        if (!change || !band) return null;
        const label = t('series:zone.bandLabel', {
          day: calendar.weekday(dayIndex),
          band: band.text,
          change: clockChangeText(t, change),
        });
        return (
          <div
            key={dayIndex}
            role="img"
            aria-label={label}
            title={label}
            data-testid={band.skipped ? 'skipped-time' : 'repeated-time'}
            className={
              band.skipped
                ? 'pointer-events-none absolute z-[15] flex justify-end border-y border-slate-500 px-1 pt-0.5 text-[11px] leading-tight font-medium text-slate-800'
                : 'pointer-events-none absolute z-[15] flex justify-end border-y-2 border-dashed border-amber-500 bg-amber-200/30 px-1 pt-0.5 text-[11px] leading-tight font-medium text-amber-950'
            }
            style={{
              top: slots(band.span.from / 15),
              height: slots((band.span.to - band.span.from) / 15),
              left: `${(100 / 7) * dayIndex}%`,
              width: `${100 / 7}%`,
              backgroundImage: band.skipped ? SKIPPED_BACKGROUND : undefined,
            }}
          >
            {covered[dayIndex] ? null : (
              <span aria-hidden className="h-fit rounded bg-white/90 px-1 shadow-sm">
                {band.text}
              </span>
            )}
          </div>
        );
      })}
    </>
  );
});
