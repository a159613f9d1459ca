import type { Show } from '../../../../shared/schemas/show';
import { LibraryPage } from '../../../components/library/library-page';
import { useLibraryDialogs } from '../../../components/library/use-library-dialogs';
import { useShowRights } from '../hooks/use-show-rights';
import { showSortMenu, useShowList } from '../hooks/use-show-list';
import { useShows } from '../hooks/use-shows';
import { ShowCard } from './show-card';
import { ShowDialogs } from './show-dialogs';
import { ShowTable } from './show-table';
import { common } from '../../../i18n/namespaces/common';
import { library } from '../../../i18n/namespaces/library';
import { useT } from '../../../i18n/use-t';

/**
 * A show card and the gap below it: stripe, texts, actions (~270 px at 1440 px with a line of
 * description), and the 16:9 image when the show has one. A row is its tallest card.
 */
const showCardHeight = (show: Show) => (show.imageUrl ? 480 : 280);
const showKey = (show: Show) => show.id;

/** The Show Library page (SPEC.md §2 "Show Library (full page)"). */
export function ShowLibrary() {
  const t = useT(library, common);
  const shows = useShows();
  const list = useShowList(shows.data, true);
  const dialogs = useLibraryDialogs<Show>();
  const rights = useShowRights();
  const retry = () => void shows.refetch();

  return (
    <LibraryPage
      texts={{
        title: t('library:show.title'),
        subtitle: t('library:show.subtitle'),
        searchPlaceholder: t('library:show.searchPlaceholder'),
        loading: t('library:show.loading'),
        loadFailed: t('library:show.loadFailed'),
        emptyTitle: t('library:show.emptyTitle'),
        emptyHint: t('library:emptyHint'),
      }}
      addLabel={t('library:show.add')}
      addPermission={rights.add}
      onAdd={dialogs.add}
      list={list}
      searchLabel={t('library:show.search')}
      menus={[showSortMenu(t, list, 'min-w-32 flex-1')]}
      notice={
        shows.data !== undefined && shows.isError
          ? { text: t('common:cachedData'), onRetry: retry }
          : null
      }
      failure={shows.data === undefined && shows.isError ? shows.error.message : null}
      onRetry={retry}
      retrying={shows.isFetching}
      loading={shows.data === undefined}
      itemKey={showKey}
      cardRowHeight={showCardHeight}
      renderCard={(show) => (
        <ShowCard
          show={show}
          onEdit={rights.mayEdit(show) ? dialogs.edit : undefined}
          onDelete={rights.mayDelete ? dialogs.askDelete : undefined}
        />
      )}
      table={() => (
        <ShowTable
          shows={list.visible}
          onEdit={dialogs.edit}
          onDelete={dialogs.askDelete}
          rights={rights}
        />
      )}
      dialogs={<ShowDialogs dialogs={dialogs} />}
    />
  );
}
