import { useCallback, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { SLOT_PX, SLOTS_PER_DAY, type Placement } from '../../../../shared/schedule/slots';
import type { ScheduledBlock, WeekView } from '../../../../shared/schemas/schedule';
import { isSeriesInstance, placementLabel } from '../block-text';
import type { DragStore } from '../drag/drag-store';
import type { DragSource, Preview } from '../drag/drag-types';
import type { GridElements } from '../drag/grid-geometry';
import { isStepKey, keyboardStep } from '../drag/keyboard-step';
import { evaluatePreview } from '../drag/preview';
import { previewWeek } from './use-grid-drag';
import { useClock } from '../../../lib/use-clock';
import { useScheduleWords } from '../schedule-words';

type KeyboardMoveOptions = {
  store: DragStore;
  elements: GridElements;
  week: WeekView | undefined;
  editable: boolean;
  announce: (text: string) => void;
  commit: (source: DragSource, preview: Preview) => Promise<void>;
  timeZone: string;
  onRefused: (message: string) => void;
};

const placementOf = ({ dayIndex, timeIndex, duration }: Placement): Placement => ({
  dayIndex,
  timeIndex,
  duration,
});

/**
 * The keyboard path for placed shows (D7, WCAG 2.2): on a focused block the arrow keys move the
 * same dashed preview a drag shows (Up/Down a slot, Left/Right a day, Shift+Up/Down the length),
 * each step is announced, Enter or Space saves, Escape or leaving the block cancels.
 */
export function useKeyboardMove(options: KeyboardMoveOptions) {
  const latest = useRef(options);
  const clock = useClock();
  const words = useScheduleWords();
  const wordsRef = useRef(words);
  useLayoutEffect(() => {
    latest.current = options;
    wordsRef.current = words;
  });

  /** The keyboard move of this block, if one is under way. */
  const current = useCallback((block: ScheduledBlock) => {
    const { source } = latest.current.store.get();
    return source?.kind === 'keyboard' && source.block.id === block.id ? source : null;
  }, []);

  const save = useCallback((source: Extract<DragSource, { kind: 'keyboard' }>) => {
    const { store, announce, commit, onRefused } = latest.current;
    const { preview } = store.get();
    if (!preview) return;
    if (!preview.isValid) {
      if (preview.sayOnDrop && preview.message) onRefused(preview.message);
      const { t } = wordsRef.current;
      announce(
        t('schedule:keyboard.refused', {
          reason: preview.message ?? t('schedule:keyboard.notAllowed'),
        }),
      );
      return;
    }
    store.set({ source: null, preview: null });
    void commit(source, preview);
  }, []);

  const cancel = useCallback((announceIt: boolean) => {
    const { store, announce } = latest.current;
    store.set({ source: null, preview: null });
    if (announceIt) announce(wordsRef.current.t('schedule:keyboard.cancelled'));
  }, []);

  const onKeyDown = useCallback(
    (block: ScheduledBlock, event: KeyboardEvent<HTMLElement>) => {
      const { store, week, editable, announce, elements, timeZone } = latest.current;
      const running = store.get().source;
      if (running && running.kind !== 'keyboard') return; // a pointer drag owns the preview
      const mine = current(block);
      if (isStepKey(event.key) && !event.altKey && !event.ctrlKey && !event.metaKey) {
        if (!editable || !week || isSeriesInstance(block)) return;
        event.preventDefault();
        const placement = keyboardStep(
          mine?.placement ?? placementOf(block),
          event.key,
          event.shiftKey,
        );
        const source = { kind: 'keyboard', block, placement } as const;
        const preview = evaluatePreview(
          source,
          placement,
          previewWeek(week, timeZone, words, clock),
        );
        store.set({ source, preview });
        reveal(elements, placement);
        const note = [preview.message, ...preview.djClashes]
          .filter((text) => text)
          .map((text) => ` ${text}.`)
          .join('');
        announce(
          words.t('schedule:keyboard.step', {
            show: block.showName,
            placement: placementLabel(placement, clock, words),
            notes: note,
          }),
        );
        return;
      }
      if (!mine) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        cancel(true);
      } else if (event.key === 'Enter') {
        event.preventDefault(); // no click: the menu stays shut
        save(mine);
      } else if (event.key === ' ') {
        event.preventDefault(); // saved on key up, where a button would click
      }
    },
    [cancel, clock, current, save, words],
  );

  const onKeyUp = useCallback(
    (block: ScheduledBlock, event: KeyboardEvent<HTMLElement>) => {
      const mine = current(block);
      if (!mine || event.key !== ' ') return;
      event.preventDefault();
      save(mine);
    },
    [current, save],
  );

  const onBlur = useCallback(
    (block: ScheduledBlock) => {
      if (current(block)) cancel(true);
    },
    [cancel, current],
  );

  return { onKeyDown, onKeyUp, onBlur };
}

/** Scrolls the grid so the moved preview stays in view. */
function reveal(elements: GridElements, p: Placement) {
  const viewport = elements.viewport.current;
  if (!viewport) return;
  const header = elements.header.current?.offsetHeight ?? 0;
  const top = p.timeIndex * SLOT_PX;
  const bottom = Math.min(SLOTS_PER_DAY, p.timeIndex + p.duration) * SLOT_PX;
  const visible = viewport.clientHeight - header;
  if (top < viewport.scrollTop) viewport.scrollTop = Math.max(0, top - SLOT_PX);
  else if (bottom > viewport.scrollTop + visible) {
    viewport.scrollTop = Math.min(top - SLOT_PX, bottom - visible + SLOT_PX);
  }
}
