import { useMutation } from '@tanstack/react-query';
import type { RecurrenceRule } from '../../../../shared/schedule/recurrence';
import type { PlacementChanges, ScheduledBlock } from '../../../../shared/schemas/schedule';
import { useToast } from '../../../components/ui/toast/toast-context';
import { ApiError } from '../../../lib/api-error';
import { createException, createSeries, removeInstance } from '../api/series-api';
import { placementLabel } from '../block-text';
import { undoOfDelete, undoOfRemoval } from '../undo-plan';
import { useOfferUndo } from './use-undo';
import { useStaleOtherWeeks, useStoreWeek } from './use-week';
import { seriesOutdated, useWriteFailure } from './use-write-failure';
import { useClock } from '../../../lib/use-clock';
import { series } from '../../../i18n/namespaces/series';
import { useT } from '../../../i18n/use-t';
import { seriesCreated } from '../series-notes';
import { instanceOf } from '../series-instance';
import { useScheduleWords } from '../schedule-words';

/** Make Recurring refusals that name what stands in the way, which no retry changes. */
const REFUSALS: ReadonlySet<string> = new Set(['finalized_overlap', 'already_recurring']);

type SeriesVars = {
  weekId: string;
  block: ScheduledBlock;
  rule: RecurrenceRule;
  idempotencyKey?: string;
  /** "At the end of the season": the season whose last day ends the series. */
  seasonId?: string;
  /** "Repeat (rebroadcast)": every occurrence of the series is a repeat. */
  isRepeat?: boolean;
};

/**
 * Make Recurring: the placed show starts a series. Its instances reach later weeks, so those are
 * fetched again when opened. On failure the dialog stays open (the caller awaits the promise).
 */
export function useCreateSeries() {
  const storeWeek = useStoreWeek();
  const staleOthers = useStaleOtherWeeks();
  const failed = useWriteFailure(seriesOutdated);
  const offerUndo = useOfferUndo();
  const t = useT(series);
  return useMutation({
    mutationFn: ({ block, rule, idempotencyKey, seasonId, isRepeat }: SeriesVars) =>
      createSeries(block.id, rule, idempotencyKey, seasonId, isRepeat),
    onSuccess: ({ week, undo }) => {
      storeWeek(week);
      void staleOthers(week.id);
      // Undo makes the show single again and takes the series out of every week.
      offerUndo({
        title: seriesCreated(t),
        weekId: week.id,
        plan: () => undoOfDelete(week.id, undo),
      });
    },
    onError: (error, { weekId }) => {
      // A refusal by the schedule's rules names what stands in the way; "Please try again" is
      // for failures a retry can mend.
      if (error instanceof ApiError && REFUSALS.has(error.code)) {
        failed(error, weekId, t('series:toast.setupRefused'), error.message);
      } else {
        failed(error, weekId, t('series:toast.setupFailed'));
      }
    },
  });
}

type InstanceVars = { weekId: string; block: ScheduledBlock };

/**
 * Edit This Instance, saved with a change: the generated instance is stored as an exception with
 * the change in one request, and only then does the spec's alert say so (SPEC.md §8).
 */
export function useCreateException() {
  const storeWeek = useStoreWeek();
  const toast = useToast();
  const failed = useWriteFailure(seriesOutdated);
  const t = useT(series);
  return useMutation({
    mutationFn: ({ block, changes }: InstanceVars & { changes: PlacementChanges }) => {
      const { seriesId, date } = instanceOf(block, t);
      return createException(seriesId, date, changes);
    },
    onSuccess: ({ week }) => {
      storeWeek(week);
      toast.success(t('series:toast.exceptionCreated'));
    },
    onError: (error, { weekId }) => failed(error, weekId, t('series:toast.exceptionFailed')),
  });
}

/** Remove from Series: the instance is no longer generated on its date; the toast offers Undo. */
export function useRemoveInstance() {
  const storeWeek = useStoreWeek();
  const clock = useClock();
  const words = useScheduleWords();
  const failed = useWriteFailure(seriesOutdated);
  const offerUndo = useOfferUndo();
  const t = useT(series);
  return useMutation({
    mutationFn: ({ block }: InstanceVars) => {
      const { seriesId, date } = instanceOf(block, t);
      return removeInstance(seriesId, date);
    },
    onSuccess: (week, { block }) => {
      storeWeek(week);
      offerUndo({
        title: t('series:toast.instanceRemoved'),
        message: `${block.showName}, ${placementLabel(block, clock, words)}`,
        weekId: week.id,
        plan: () => undoOfRemoval(week.id, block),
      });
    },
    onError: (error, { weekId }) => failed(error, weekId, t('series:toast.removeFailed')),
  });
}
