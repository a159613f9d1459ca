import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { UpdatePlacementInput, WeekView } from '../../../../shared/schemas/schedule';
import { weekQueryKey } from '../../../lib/query-keys';
import { movedMessage, startLabel } from '../block-text';
import type { DragStore } from '../drag/drag-store';
import type { DragSource, Preview } from '../drag/drag-types';
import { changesPlacement } from '../drag/preview';
import { undoOfMove } from '../undo-plan';
import { useAddPlacement, useUpdatePlacement } from './use-placement-writes';
import { useOfferUndo } from './use-undo';
import { useClock } from '../../../lib/use-clock';
import { useScheduleWords } from '../schedule-words';

/**
 * Saves a drop or a keyboard move. While the server works, the preview stays drawn as "Saving..."
 * and the block stays where it was; only the server's answer moves it, so nothing it refuses is
 * ever drawn as saved. A create sends template, day, time and duration; a move day and time; a
 * resize time and duration (SPEC.md §4). A saved move or resize offers Undo in a toast.
 */
export function useDropCommit({
  weekId,
  store,
  announce,
}: {
  weekId: string;
  store: DragStore;
  announce: (text: string) => void;
}) {
  const { mutateAsync: add } = useAddPlacement();
  const { mutateAsync: update } = useUpdatePlacement();
  const offerUndo = useOfferUndo();
  const queryClient = useQueryClient();
  const clock = useClock();
  const words = useScheduleWords();

  return useCallback(
    async (source: DragSource, preview: Preview) => {
      const { dayIndex, timeIndex, duration } = preview.placement;
      if (source.kind !== 'create' && !changesPlacement(source.block, preview.placement)) return;
      store.set({ saving: { source, preview } });
      try {
        if (source.kind === 'create') {
          await add({
            weekId,
            input: { templateId: source.templateId, dayIndex, timeIndex, duration },
          });
          announce(
            words.t('schedule:announce.placed', {
              show: source.name,
              at: startLabel(preview.placement, clock, words),
            }),
          );
          return;
        }
        const changes: Omit<UpdatePlacementInput, 'version'> =
          source.kind === 'move'
            ? { dayIndex, timeIndex }
            : source.kind === 'resize'
              ? { timeIndex, duration }
              : { dayIndex, timeIndex, duration };
        const before = source.block;
        await update({ weekId, block: before, changes });
        const moved = movedMessage(before.showName, before, preview.placement, clock, words);
        announce(moved);
        offerUndo({
          title: moved,
          weekId,
          plan: () =>
            undoOfMove(weekId, before, queryClient.getQueryData<WeekView>(weekQueryKey(weekId))),
        });
      } catch {
        // The mutation told the user in a toast; the block was never drawn elsewhere.
        announce(words.t('schedule:announce.notSaved'));
      } finally {
        store.set({ saving: null });
      }
    },
    [add, announce, clock, offerUndo, queryClient, store, update, weekId, words],
  );
}
