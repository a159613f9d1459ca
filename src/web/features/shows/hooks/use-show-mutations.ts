import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Show, ShowInput } from '../../../../shared/schemas/show';
import { useToast } from '../../../components/ui/toast/toast-context';
import { errorMessage } from '../../../lib/api-error';
import { showsQueryKey } from '../../../lib/query-keys';
import { createShow, deleteShow, updateShow } from '../api/shows-api';
import { updateCachedShows } from './use-shows';
import { library } from '../../../i18n/namespaces/library';
import { useT } from '../../../i18n/use-t';

export type SaveShowRequest = { id?: string; input: ShowInput; idempotencyKey?: string };

/**
 * Creates a show, or updates one when an id is given. Success and failure are both told with a
 * toast (the spec's original only logged failures); the caller keeps its form open on failure.
 */
export function useSaveShow() {
  const t = useT(library);
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ id, input, idempotencyKey }: SaveShowRequest) =>
      id ? updateShow(id, input) : createShow(input, idempotencyKey),
    onSuccess: (saved, { id }) => {
      updateCachedShows(queryClient, (shows) =>
        id ? shows.map((s) => (s.id === saved.id ? saved : s)) : [...shows, saved],
      );
      toast.success(
        id ? t('library:show.updated') : t('library:show.created'),
        t('library:entry.saved', { name: saved.name }),
      );
      void queryClient.invalidateQueries({ queryKey: showsQueryKey });
    },
    onError: (error, { id }) => {
      toast.error(
        id ? t('library:show.updateFailed') : t('library:show.addFailed'),
        errorMessage(error),
      );
    },
  });
}

/** Deletes a show template, with a toast either way. */
export function useDeleteShow() {
  const t = useT(library);
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (show: Show) => deleteShow(show.id),
    onSuccess: (_, show) => {
      updateCachedShows(queryClient, (shows) => shows.filter((s) => s.id !== show.id));
      toast.success(t('library:show.deleted'), t('library:entry.removed', { name: show.name }));
      void queryClient.invalidateQueries({ queryKey: showsQueryKey });
    },
    onError: (error) => toast.error(t('library:show.deleteFailed'), errorMessage(error)),
  });
}
