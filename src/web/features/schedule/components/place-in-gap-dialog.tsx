import { useState } from 'react';
import { series } from '../../../i18n/namespaces/series';
import type { Placement } from '../../../../shared/schedule/slots';
import type { WeekView } from '../../../../shared/schemas/schedule';
import { Dialog } from '../../../components/ui/dialog';
import { SelectMenu } from '../../../components/ui/select-menu';
import { useShows } from '../../shows/hooks/use-shows';
import { PlaceShowForm } from './place-show-form';
import { schedule } from '../../../i18n/namespaces/schedule';
import { useT } from '../../../i18n/use-t';

/**
 * "Place a show here" from a gap (decision 0070): the Place dialog with the gap's day, start and
 * length filled in, and the show chosen from the library in the dialog itself.
 */
export function PlaceInGapDialog({
  week,
  open,
  gap,
  onOpenChange,
  onPlaced,
}: {
  week: WeekView;
  open: boolean;
  /** The gap's placement, or null while closed. */
  gap: Placement | null;
  onOpenChange: (open: boolean) => void;
  onPlaced: (message: string, blockId: string | null) => void;
}) {
  const t = useT(schedule, series);
  const shows = useShows().data ?? [];
  const [showId, setShowId] = useState<string | null>(null);
  const show = shows.find((s) => s.id === showId) ?? shows[0] ?? null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('series:gaps.placeHere')}
      description={t('schedule:placeInGap.description')}
    >
      {gap && show ? (
        <div className="mt-6 space-y-1.5">
          <span className="block text-sm font-medium text-slate-700">
            {t('schedule:field.show')}
          </span>
          <SelectMenu
            label={t('schedule:field.show')}
            value={show.id}
            options={shows.map((s) => ({ value: s.id, label: s.name }))}
            onValueChange={setShowId}
            className="w-full"
          />
          <PlaceShowForm
            key={`${gap.dayIndex}:${gap.timeIndex}:${gap.duration}`}
            week={week}
            show={show}
            defaultDay={gap.dayIndex}
            initial={gap}
            onCancel={() => onOpenChange(false)}
            onPlaced={(message, blockId) => {
              onPlaced(message, blockId);
              onOpenChange(false);
            }}
          />
        </div>
      ) : gap ? (
        <p className="mt-6 text-sm text-slate-600">{t('schedule:placeInGap.noShows')}</p>
      ) : null}
    </Dialog>
  );
}
