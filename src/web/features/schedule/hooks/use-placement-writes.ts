import { useMutation } from '@tanstack/react-query';
import type {
  AddPlacementInput,
  ScheduledBlock,
  UpdatePlacementInput,
} from '../../../../shared/schemas/schedule';
import { useToast } from '../../../components/ui/toast/toast-context';
import { errorMessage } from '../../../lib/api-error';
import { addPlacement, deletePlacement, updatePlacement } from '../api/weeks-api';
import { placementLabel } from '../block-text';
import { undoOfDelete } from '../undo-plan';
import { useOfferUndo } from './use-undo';
import { useStaleOtherWeeks, useStoreWeek } from './use-week';
import { placementOutdated, useWriteFailure } from './use-write-failure';
import { useClock } from '../../../lib/use-clock';
import { useScheduleWords } from '../schedule-words';

/** Places a library show on a week. Nothing is drawn as saved until the server answers. */
export function useAddPlacement() {
  const storeWeek = useStoreWeek();
  const toast = useToast();
  const { t } = useScheduleWords();
  return useMutation({
    mutationFn: ({
      weekId,
      input,
      idempotencyKey,
    }: {
      weekId: string;
      input: AddPlacementInput;
      idempotencyKey?: string;
    }) => addPlacement(weekId, input, idempotencyKey),
    onSuccess: storeWeek,
    onError: (error) => toast.error(t('schedule:error.add'), errorMessage(error)),
  });
}

type UpdateVars = {
  weekId: string;
  block: ScheduledBlock;
  changes: Omit<UpdatePlacementInput, 'version'>;
};

/**
 * Moves, resizes or edits a placed show, based on the version on screen; if someone changed it
 * meanwhile the server refuses (409) and the week is reloaded, so no update is lost.
 */
export function useUpdatePlacement() {
  const storeWeek = useStoreWeek();
  const failed = useWriteFailure(placementOutdated);
  const { t } = useScheduleWords();
  return useMutation({
    mutationFn: ({ block, changes }: UpdateVars) =>
      updatePlacement(block.id, { version: block.version, ...changes }),
    onSuccess: storeWeek,
    onError: (error, { weekId }) => failed(error, weekId, t('schedule:error.update')),
  });
}

/**
 * Takes a placed show off the week. Deleting the first show of a series ends the series, so its
 * instances in other weeks go too: those weeks are fetched again when opened. The success toast
 * offers Undo.
 */
export function useDeletePlacement() {
  const storeWeek = useStoreWeek();
  const clock = useClock();
  const words = useScheduleWords();
  const staleOthers = useStaleOtherWeeks();
  const failed = useWriteFailure(placementOutdated);
  const offerUndo = useOfferUndo();
  return useMutation({
    mutationFn: ({ block }: { weekId: string; block: ScheduledBlock }) => deletePlacement(block.id),
    onSuccess: ({ week, undo }, { block }) => {
      storeWeek(week);
      if (block.recurringSeriesId && !block.isException) void staleOthers(week.id);
      offerUndo({
        title: words.t('schedule:undo.deleted', { show: block.showName }),
        message: placementLabel(block, clock, words),
        weekId: week.id,
        plan: () => undoOfDelete(week.id, undo),
      });
    },
    onError: (error, { weekId }) => failed(error, weekId, words.t('schedule:error.delete')),
  });
}
