import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dj, DjInput } from '../../../../shared/schemas/dj';
import { useToast } from '../../../components/ui/toast/toast-context';
import { errorMessage } from '../../../lib/api-error';
import { djsQueryKey, showsQueryKey } from '../../../lib/query-keys';
import { createDj, deleteDj, updateDj } from '../api/djs-api';
import { updateCachedDjs } from './use-djs';
import { library } from '../../../i18n/namespaces/library';
import { useT } from '../../../i18n/use-t';

export type SaveDjRequest = { id?: string; input: DjInput; idempotencyKey?: string };

/**
 * Creates a DJ, or updates one when an id is given. Unlike the spec's original, which only
 * logged a failed save, the user is told either way; the caller keeps its form open on failure.
 * Shows carry their DJs' names, so they are refreshed too.
 */
export function useSaveDj() {
  const t = useT(library);
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ id, input, idempotencyKey }: SaveDjRequest) =>
      id ? updateDj(id, input) : createDj(input, idempotencyKey),
    onSuccess: (saved, { id }) => {
      updateCachedDjs(queryClient, (djs) =>
        id ? djs.map((d) => (d.id === saved.id ? saved : d)) : [...djs, saved],
      );
      toast.success(
        id ? t('library:dj.updated') : t('library:dj.added'),
        t('library:entry.saved', { name: saved.name }),
      );
      void queryClient.invalidateQueries({ queryKey: djsQueryKey });
      if (id) void queryClient.invalidateQueries({ queryKey: showsQueryKey });
    },
    onError: (error, { id }) =>
      toast.error(
        id ? t('library:dj.updateFailed') : t('library:dj.addFailed'),
        errorMessage(error),
      ),
  });
}

/** Deletes a DJ (the server also takes them off every show), with a toast either way. */
export function useDeleteDj() {
  const t = useT(library);
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (dj: Dj) => deleteDj(dj.id),
    onSuccess: (_, dj) => {
      updateCachedDjs(queryClient, (djs) => djs.filter((d) => d.id !== dj.id));
      toast.success(t('library:dj.deleted'), t('library:entry.removed', { name: dj.name }));
      void queryClient.invalidateQueries({ queryKey: djsQueryKey });
      void queryClient.invalidateQueries({ queryKey: showsQueryKey });
    },
    onError: (error) => toast.error(t('library:dj.deleteFailed'), errorMessage(error)),
  });
}
