import { useMutation } from '@tanstack/react-query';
import type { EditSeriesInput } from '../../../../shared/schemas/series';
import type { ScheduledBlock } from '../../../../shared/schemas/schedule';
import { editSeries, endSeries, skipFirstDate } from '../api/series-api';
import { placementLabel } from '../block-text';
import { undoOfDelete, undoOfRemoval } from '../undo-plan';
import { useOfferUndo } from './use-undo';
import { useReloadWeek, useStaleOtherWeeks, useStoreWeek } from './use-week';
import { seriesOutdated, useWriteFailure } from './use-write-failure';
import { useClock } from '../../../lib/use-clock';
import { series } from '../../../i18n/namespaces/series';
import { useT } from '../../../i18n/use-t';
import { useScheduleWords } from '../schedule-words';

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
  const failed = useWriteFailure(seriesOutdated);
  const t = useT(series);
  return useMutation({
    mutationFn: ({ block, input }: EditVars) => editSeries(block.recurringSeriesId ?? '', input),
    onSuccess: (answer, { weekId, block, input }) => {
      if (!input.preview) done(weekId, t('series:toast.updated'), block, answer.undo);
    },
    onError: (error, { weekId, input }) => {
      if (!input.preview) failed(error, weekId, t('series:toast.updateFailed')); // else the dialog tells why
    },
  });
}

type EndVars = { weekId: string; block: ScheduledBlock; date: string; preview?: boolean };

/** End Series Here: the block's date is the series' last. */
export function useEndSeries() {
  const done = useSeriesChangeDone();
  const failed = useWriteFailure(seriesOutdated);
  const t = useT(series);
  return useMutation({
    mutationFn: ({ block, date, preview }: EndVars) =>
      endSeries(block.recurringSeriesId ?? '', { date, preview }),
    onSuccess: (answer, { weekId, block, preview }) => {
      if (!preview) done(weekId, t('series:toast.ended'), block, answer.undo);
    },
    onError: (error, { weekId, preview }) => {
      if (!preview) failed(error, weekId, t('series:toast.updateFailed'));
    },
  });
}

/** Skip This Date on a series' first show: the series continues; Undo brings the date back. */
export function useSkipFirstDate() {
  const storeWeek = useStoreWeek();
  const clock = useClock();
  const words = useScheduleWords();
  const failed = useWriteFailure(seriesOutdated);
  const offerUndo = useOfferUndo();
  const t = useT(series);
  return useMutation({
    mutationFn: ({ block }: { weekId: string; block: ScheduledBlock }) =>
      skipFirstDate(block.recurringSeriesId ?? ''),
    onSuccess: (week, { block }) => {
      storeWeek(week);
      offerUndo({
        title: t('series:toast.dateSkipped'),
        message: `${block.showName}, ${placementLabel(block, clock, words)}`,
        weekId: week.id,
        plan: () => undoOfRemoval(week.id, block),
      });
    },
    onError: (error, { weekId }) => failed(error, weekId, t('series:toast.updateFailed')),
  });
}
