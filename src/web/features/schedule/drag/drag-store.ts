import { useSyncExternalStore } from 'react';
import type { DragSource, Preview } from './drag-types';

export type DragState = {
  /** What is being dragged, or null. */
  source: DragSource | null;
  /** Where it would land now; null when the pointer is off the grid. */
  preview: Preview | null;
  /** A drop waiting for the server: drawn as "Saving..." until it answers, then dropped. */
  saving: { source: DragSource; preview: Preview } | null;
};

const idle: DragState = { source: null, preview: null, saving: null };

export type DragStore = {
  get: () => DragState;
  set: (patch: Partial<DragState>) => void;
  subscribe: (listener: () => void) => () => void;
};

/**
 * The drag state lives outside React (D7): the grid and its blocks never read it, so a pointer
 * move re-renders only the preview overlay and whatever else subscribes with a selector.
 */
export function createDragStore(): DragStore {
  let state = idle;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(patch) {
      const next = { ...state, ...patch };
      if (
        next.source === state.source &&
        next.preview === state.preview &&
        next.saving === state.saving
      ) {
        return;
      }
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A slice of the drag state; the selector must return a stored value or a primitive. */
export function useDragState<T>(store: DragStore, select: (state: DragState) => T): T {
  const slice = () => select(store.get());
  return useSyncExternalStore(store.subscribe, slice, slice);
}
