import { useToast } from '../../../components/ui/toast/toast-context';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useReloadWeek } from './use-week';

/** A placed show changed under us (someone else moved or deleted it): 404 or a stale version. */
export const placementOutdated = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.code === 'stale_version');

/**
 * A series changed under us (someone else removed it, made it recurring, or the week turned
 * past): 404 or 409.
 */
export const seriesOutdated = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 409);

/**
 * The failure of a write to a week: a refusal because the week changed under us loads it again,
 * so the screen shows what is really saved; the toast says what failed and why.
 */
export function useWriteFailure(isOutdated: (error: unknown) => boolean) {
  const reloadWeek = useReloadWeek();
  const toast = useToast();
  return (error: unknown, weekId: string, title: string, detail = errorMessage(error)) => {
    if (isOutdated(error)) void reloadWeek(weekId);
    toast.error(title, detail);
  };
}
