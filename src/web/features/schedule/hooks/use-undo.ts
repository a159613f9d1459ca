import { useCallback, useEffect } from 'react';
import { TOAST_ENTRY_DELAY_MS } from '../../../../shared/constants/limits';
import type { WeekView } from '../../../../shared/schemas/schedule';
import { useToast } from '../../../components/ui/toast/toast-context';
import { showUndoToast, UNDO_TOAST_MS } from '../../../components/ui/toast/undo-toast';
import { errorMessage } from '../../../lib/api-error';
import { restorePlacement, updatePlacement } from '../api/weeks-api';
import { restoreInstance } from '../api/series-api';
import { reachesOtherWeeks, type UndoRequest } from '../undo-plan';
import { useReloadWeek, useStaleOtherWeeks, useStoreWeek } from './use-week';
import { useScheduleWords } from '../schedule-words';

type Offer = {
  title: string;
  message?: string;
  /** What the "Change undone" toast says was undone; the title where that reads well. */
  undone?: string;
  weekId: string;
  /** Called when Undo is pressed, so a move back uses the version the block has by then. */
  plan: () => UndoRequest | null;
};

type Latest = { run: () => void; toastId: string; until: number };

/**
 * The latest undoable change, for Ctrl/Cmd+Z. One for the whole app: there is one schedule screen,
 * and only the newest change is undone by the shortcut (older ones keep their toast's button).
 */
let latest: Latest | null = null;

function send(request: UndoRequest): Promise<WeekView> {
  if (request.kind === 'restore') return restorePlacement({ token: request.offer.token });
  if (request.kind === 'unremove') return restoreInstance(request.seriesId, request.date);
  return updatePlacement(request.id, request.body);
}

/**
 * Shows the success toast of a delete, move or removal with an Undo button for its lifetime.
 * Undo runs at most once; a refusal (the week became past, an overlap in a finalized week, someone
 * changed the show) is told in an error toast and the week is loaded again, nothing half-done.
 */
export function useOfferUndo() {
  const toast = useToast();
  const storeWeek = useStoreWeek();
  const reloadWeek = useReloadWeek();
  const staleOthers = useStaleOtherWeeks();
  const { t } = useScheduleWords();

  return useCallback(
    ({ title, message, undone, weekId, plan }: Offer) => {
      let used = false;
      const run = async () => {
        if (used) return;
        used = true;
        if (latest?.run === entry.run) latest = null;
        try {
          const request = plan();
          if (!request) throw new Error(t('schedule:undo.changedSince'));
          const week = await send(request);
          storeWeek(week);
          if (reachesOtherWeeks(request)) void staleOthers(week.id);
          toast.success(t('schedule:undo.undone'), undone ?? title);
        } catch (error) {
          void reloadWeek(weekId);
          toast.error(t('schedule:undo.failed'), errorMessage(error));
        }
      };
      const toastId = showUndoToast(toast, {
        title,
        message,
        altText: t('schedule:undo.shortcut'),
        undoLabel: t('schedule:undo.button'),
        onUndo: () => void run(),
      });
      const entry: Latest = {
        run: () => void run(),
        toastId,
        until: Date.now() + TOAST_ENTRY_DELAY_MS + UNDO_TOAST_MS,
      };
      latest = entry;
    },
    [reloadWeek, staleOthers, storeWeek, t, toast],
  );
}

/** Typing keeps its own Ctrl+Z; an open dialog is about something else. */
function ownsUndoKey(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('input, textarea, select')) return true;
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/** Ctrl+Z (Cmd+Z on a Mac) undoes the latest change whose Undo toast is still showing. */
export function useUndoShortcut() {
  const toast = useToast();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'z' || event.shiftKey || event.altKey) return;
      if (!(event.ctrlKey || event.metaKey) || ownsUndoKey(event.target)) return;
      const offer = latest;
      if (!offer || offer.until < Date.now()) return;
      event.preventDefault();
      latest = null;
      toast.dismiss(offer.toastId);
      offer.run();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toast]);
}
