import { useMutation } from '@tanstack/react-query';
import type { EditSeriesInput } from '../../../../shared/schemas/series';
import type { ScheduledBlock } from '../../../../shared/schemas/schedule';
import { SERIES_MESSAGES } from '../../../../shared/schemas/series';
import { useToast } from '../../../components/ui/toast/toast-context';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { editSeries, endSeries, skipFirstDate } from '../api/series-api';
import { placementLabel } from '../block-text';
import { undoOfDelete, undoOfRemoval } from '../undo-plan';
import { useOfferUndo } from './use-undo';
import { useReloadWeek, useStaleOtherWeeks, useStoreWeek } from './use-week';

/** 404 and 409 mean the series changed under us: the week is loaded again to show what is saved. */
const isOutdated = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 409);

/**
 * A change of the series itself reaches other weeks: the week on screen is loaded again and the
 * others when next opened. The success toast offers Undo (the server kept what was there).
 */
function useSeriesChangeDone() {
  const reloadWeek = useReloadWeek();
  const staleOthers = useStaleOtherWeeks();
  const offerUndo = useOfferUndo();
  return (
    weekId: string,
    title: string,
    block: ScheduledBlock,
    undo: { token: string; kind: 'series-change' } | undefined,
  ) => {
    void reloadWeek(weekId);
    void staleOthers(weekId);
    if (!undo) return;
    offerUndo({
      title,
      message: block.showName,
      weekId,
      plan: () => undoOfDelete(weekId, undo),
    });
  };
}

type EditVars = { weekId: string; block: ScheduledBlock; input: EditSeriesInput };

/** Edit Series; a preview (input.preview) only answers what would be dropped. */
export function useEditSeries() {
  const done = useSeriesChangeDone();
  const reloadWeek = useReloadWeek();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ block, input }: EditVars) => editSeries(block.recurringSeriesId ?? '', input),
    onSuccess: (answer, { weekId, block, input }) => {
      if (!input.preview) done(weekId, SERIES_MESSAGES.seriesUpdated, block, answer.undo);
    },
    onError: (error, { weekId, input }) => {
      if (input.preview) return; // the dialog tells why
      if (isOutdated(error)) void reloadWeek(weekId);
      toast.error(SERIES_MESSAGES.updateFailed, errorMessage(error));
    },
  });
}

type EndVars = { weekId: string; block: ScheduledBlock; date: string; preview?: boolean };

/** End Series Here: the block's date is the series' last. */
export function useEndSeries() {
  const done = useSeriesChangeDone();
  const reloadWeek = useReloadWeek();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ block, date, preview }: EndVars) =>
      endSeries(block.recurringSeriesId ?? '', { date, preview }),
    onSuccess: (answer, { weekId, block, preview }) => {
      if (!preview) done(weekId, SERIES_MESSAGES.seriesEnded, block, answer.undo);
    },
    onError: (error, { weekId, preview }) => {
      if (preview) return;
      if (isOutdated(error)) void reloadWeek(weekId);
      toast.error(SERIES_MESSAGES.updateFailed, errorMessage(error));
    },
  });
}

/** Skip This Date on a series' first show: the series continues; Undo brings the date back. */
export function useSkipFirstDate() {
  const storeWeek = useStoreWeek();
  const reloadWeek = useReloadWeek();
  const toast = useToast();
  const offerUndo = useOfferUndo();
  return useMutation({
    mutationFn: ({ block }: { weekId: string; block: ScheduledBlock }) =>
      skipFirstDate(block.recurringSeriesId ?? ''),
    onSuccess: (week, { block }) => {
      storeWeek(week);
      offerUndo({
        title: SERIES_MESSAGES.dateSkipped,
        message: `${block.showName}, ${placementLabel(block)}`,
        weekId: week.id,
        plan: () => undoOfRemoval(week.id, block),
      });
    },
    onError: (error, { weekId }) => {
      if (isOutdated(error)) void reloadWeek(weekId);
      toast.error(SERIES_MESSAGES.updateFailed, errorMessage(error));
    },
  });
}
