import { useQuery } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { shortDateLabel } from '../../../../shared/schedule/week';
import type { ScheduledBlock, WeekView } from '../../../../shared/schemas/schedule';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-error';
import { endSeries } from '../api/series-api';
import { startLabel } from '../block-text';
import { useEndSeries, useSkipFirstDate } from '../hooks/use-series-changes';
import { droppedText } from '../series-description';
import { EditSeriesDialog } from './series/edit-series-dialog';
import { useClock } from '../../../lib/use-clock';

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
  const date = block?.originalInstanceDate ?? '';
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
      ? ` These later dates go too: ${droppedText(preview.data.dropped)}.`
      : '';

  return (
    <>
      <ConfirmDialog
        open={open && kind === 'skip-first' && block !== null}
        onOpenChange={onOpenChange}
        title="Skip This Date"
        description={`Skip "${name}" on ${date ? shortDateLabel(date) : ''}? The series continues on its other dates.`}
        confirmLabel="Skip Date"
        tone="danger"
        returnFocusTo={returnFocusTo}
        onConfirm={() => {
          if (!block) return;
          skip.mutate(
            { weekId: week.id, block },
            {
              onSuccess: () => announce(`${block.showName} on ${startLabel(block, clock)} skipped`),
            },
          );
        }}
      />
      <ConfirmDialog
        open={ending}
        onOpenChange={onOpenChange}
        title="End Series Here"
        description={`End the series of "${name}" with this show on ${date ? shortDateLabel(date) : ''}? Its later dates are removed from the schedule.${endNote}`}
        confirmLabel="End Series"
        tone="danger"
        returnFocusTo={returnFocusTo}
        onConfirm={() => {
          if (!block) return;
          end.mutate(
            { weekId: week.id, block, date },
            { onSuccess: () => announce(`The series of ${block.showName} ends on ${date}`) },
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
