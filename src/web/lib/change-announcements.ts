import type { ChangeEvent } from '../../shared/realtime/change-event';

type Listener = (changes: readonly ChangeEvent[]) => void;
const listeners = new Set<Listener>();

/**
 * The change stream's batches, for screens that tell the user about a colleague's change (the
 * live refresh itself only marks queries outdated). One stream per tab feeds it.
 */
export function announceChanges(changes: readonly ChangeEvent[]): void {
  for (const listener of listeners) listener(changes);
}

/** Listens to every batch of changes; answers the function that stops listening. */
export function listenToChanges(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
