import { djLibraryView } from '../dj-library-view';
import { useDjs } from './use-djs';

/** The DJ Library's list and notice (see djLibraryView), and a way to ask the server again. */
export function useDjLibraryView() {
  const query = useDjs();
  return {
    view: djLibraryView(query.data, query.error),
    retry: () => void query.refetch(),
    retrying: query.isFetching,
  };
}
