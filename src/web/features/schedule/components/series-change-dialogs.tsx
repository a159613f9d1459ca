import { useQuery } from '@tanstack/react-query';
import type { RefObject } from 'react';
import type { ScheduledBlock, WeekView } from '../../../../shared/schemas/schedule';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-error';
import { endSeries } from '../api/series-api';
import { startLabel } from '../block-text';
import { useEndSeries, useSkipFirstDate } from '../hooks/use-series-changes';
import { droppedText } from '../series-description';
import { EditSeriesDialog } from './series/edit-series-dialog';
import { useClock } from '../../../lib/use-clock';
import { shortDate, useScheduleWords } from '../schedule-words';

type Props = {
  week: WeekView;
  kind: string;
  block: ScheduledBlock | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  today: string;
  returnFocusTo: RefObject<HTMLElement | null>;
  announce: (message: string) => void;
};

/** The dialogs of a series' own actions: Skip This Date, End Series Here, Edit Series. */
export function SeriesChangeDialogs({
  week,
  kind,
  block,
  open,
  onOpenChange,
  today,
  returnFocusTo,
  announce,
}: Props) {
  const skip = useSkipFirstDate();
  const end = useEndSeries();
  const clock = useClock();
  const words = useScheduleWords();
  const { t } = words;
  const date = block?.originalInstanceDate ?? '';
  const day = date ? shortDate(words.language, date) : '';
  const ending = open && kind === 'end-series' && block !== null;
  const preview = useQuery({
    queryKey: ['series-end-preview', block?.recurringSeriesId, date],
    queryFn: () => endSeries(block?.recurringSeriesId ?? '', { date, preview: true }),
    enabled: ending,
    retry: false,
    gcTime: 0,
  });
  const name = block?.showName ?? '';
  const endNote = preview.isError
    ? ` ${errorMessage(preview.error)}`
    : preview.data && preview.data.dropped.length > 0
      ? ` ${t('schedule:endSeries.dropped', { dates: droppedText(preview.data.dropped) })}`
      : '';

  return (
    <>
      <ConfirmDialog
        open={open && kind === 'skip-first' && block !== null}
        onOpenChange={onOpenChange}
        title={t('schedule:menu.skipFirst')}
        description={t('schedule:skipFirst.confirm', { show: name, date: day })}
        confirmLabel={t('schedule:skipFirst.action')}
        tone="danger"
        returnFocusTo={returnFocusTo}
        onConfirm={() => {
          if (!block) return;
          skip.mutate(
            { weekId: week.id, block },
            {
              onSuccess: () =>
                announce(
                  t('schedule:announce.skipped', {
                    show: block.showName,
                    at: startLabel(block, clock, words),
                  }),
                ),
            },
          );
        }}
      />
      <ConfirmDialog
        open={ending}
        onOpenChange={onOpenChange}
        title={t('schedule:menu.endSeries')}
        description={`${t('schedule:endSeries.confirm', { show: name, date: day })}${endNote}`}
        confirmLabel={t('schedule:endSeries.action')}
        tone="danger"
        returnFocusTo={returnFocusTo}
        onConfirm={() => {
          if (!block) return;
          end.mutate(
            { weekId: week.id, block, date },
            {
              onSuccess: () =>
                announce(t('schedule:announce.seriesEnds', { show: block.showName, date })),
            },
          );
        }}
      />
      <EditSeriesDialog
        weekId={week.id}
        block={kind === 'edit-series' ? block : null}
        today={today}
        open={open && kind === 'edit-series' && block !== null}
        onOpenChange={onOpenChange}
      />
    </>
  );
}
