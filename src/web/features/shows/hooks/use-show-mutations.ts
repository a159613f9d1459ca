import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOW_MESSAGES } from '../../../../shared/messages/library';
import type { Show, ShowInput } from '../../../../shared/schemas/show';
import { useToast } from '../../../components/ui/toast/toast-context';
import { errorMessage } from '../../../lib/api-error';
import { showsQueryKey } from '../../../lib/query-keys';
import { createShow, deleteShow, updateShow } from '../api/shows-api';
import { updateCachedShows } from './use-shows';

export type SaveShowRequest = { id?: string; input: ShowInput; idempotencyKey?: string };

/**
 * Creates a show, or updates one when an id is given. Success and failure are both told with a
 * toast (the spec's original only logged failures); the caller keeps its form open on failure.
 */
export function useSaveShow() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ id, input, idempotencyKey }: SaveShowRequest) =>
      id ? updateShow(id, input) : createShow(input, idempotencyKey),
    onSuccess: (saved, { id }) => {
      updateCachedShows(queryClient, (shows) =>
        id ? shows.map((s) => (s.id === saved.id ? saved : s)) : [...shows, saved],
      );
      toast.success(id ? 'Show updated' : 'Show created', `"${saved.name}" was saved.`);
      void queryClient.invalidateQueries({ queryKey: showsQueryKey });
    },
    onError: (error, { id }) => {
      toast.error(id ? SHOW_MESSAGES.updateFailed : SHOW_MESSAGES.addFailed, errorMessage(error));
    },
  });
}

/** Deletes a show template, with a toast either way. */
export function useDeleteShow() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (show: Show) => deleteShow(show.id),
    onSuccess: (_, show) => {
      updateCachedShows(queryClient, (shows) => shows.filter((s) => s.id !== show.id));
      toast.success('Show deleted', `"${show.name}" was removed from the library.`);
      void queryClient.invalidateQueries({ queryKey: showsQueryKey });
    },
    onError: (error) => toast.error(SHOW_MESSAGES.deleteFailed, errorMessage(error)),
  });
}
