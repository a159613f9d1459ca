import type { Dj } from '../../../../shared/schemas/dj';
import { libraryMenu } from '../../../components/library/library-controls';
import { LibraryPage } from '../../../components/library/library-page';
import { useLibraryDialogs } from '../../../components/library/use-library-dialogs';
import { useAccess } from '../../../lib/use-access';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDjLibraryView } from '../hooks/use-dj-library-view';
import { DJ_ACTIVE_OPTIONS, DJ_SORT_OPTIONS, useDjList } from '../hooks/use-dj-list';
import { DjCard } from './dj-card';
import { DjDialogs } from './dj-dialogs';
import { DjTable } from './dj-table';
import { common } from '../../../i18n/namespaces/common';
import { library } from '../../../i18n/namespaces/library';
import { useT } from '../../../i18n/use-t';

const NO_DJS: readonly never[] = [];
/** A DJ card's row: avatar and name, bio, contact, tags, actions and the gap below. */
const DJ_ROW_HEIGHT = 300;
const djKey = (dj: Dj) => dj.id;

/** The DJ Library (SPEC.md §2 "DJ Library"). */
export function DjsPage() {
  const t = useT(library, common);
  useDocumentTitle(t('library:dj.title'));
  const { view, retry, retrying } = useDjLibraryView();
  const list = useDjList(view.kind === 'ready' ? view.djs : NO_DJS);
  const dialogs = useLibraryDialogs<Dj>();
  const access = useAccess();

  const sample = view.kind === 'ready' && view.samples;
  return (
    <LibraryPage
      texts={{
        title: t('library:dj.title'),
        subtitle: t('library:dj.subtitle'),
        searchPlaceholder: t('library:dj.searchPlaceholder'),
        loading: t('library:dj.loading'),
        loadFailed: t('library:dj.loadFailed'),
        emptyTitle: t('library:dj.emptyTitle'),
        emptyHint: t('library:emptyHint'),
      }}
      addLabel={t('library:dj.add')}
      addPermission={access.permission('djs.edit')}
      onAdd={dialogs.add}
      list={list}
      searchLabel={t('library:dj.search')}
      menus={[
        libraryMenu({
          label: t('library:dj.filterLabel'),
          value: list.active,
          options: DJ_ACTIVE_OPTIONS.map((option) => ({ ...option, label: t(option.label) })),
          onValueChange: list.setActive,
          className: 'min-w-36 flex-1',
        }),
        libraryMenu({
          label: t('library:dj.sortBy'),
          value: list.sort,
          options: DJ_SORT_OPTIONS.map((option) => ({ ...option, label: t(option.label) })),
          onValueChange: list.setSort,
          className: 'min-w-28 flex-1',
        }),
      ]}
      notice={
        view.kind === 'ready' && view.notice
          ? { text: t(view.notice), onRetry: view.canRetry ? retry : undefined }
          : null
      }
      failure={view.kind === 'failed' ? view.message : null}
      onRetry={retry}
      retrying={retrying}
      loading={view.kind === 'loading'}
      itemKey={djKey}
      cardRowHeight={DJ_ROW_HEIGHT}
      renderCard={(dj) => (
        <DjCard dj={dj} sample={sample} onEdit={dialogs.edit} onDelete={dialogs.askDelete} />
      )}
      table={() => (
        <DjTable
          djs={list.visible}
          sample={sample}
          onEdit={dialogs.edit}
          onDelete={dialogs.askDelete}
        />
      )}
      dialogs={<DjDialogs dialogs={dialogs} />}
    />
  );
}
