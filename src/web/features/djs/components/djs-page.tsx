import { Plus } from 'lucide-react';
import { DJ_TEXTS } from '../../../../shared/messages/library';
import type { Dj } from '../../../../shared/schemas/dj';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchInput } from '../../../components/ui/search-input';
import { SelectMenu } from '../../../components/ui/select-menu';
import { ViewToggle } from '../../../components/ui/view-toggle';
import { useRefusal } from '../../../components/refusal';
import { LibraryBody } from '../../../components/library-body';
import { useAccess } from '../../../lib/use-access';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDjDialogs } from '../hooks/use-dj-dialogs';
import { useDjLibraryView } from '../hooks/use-dj-library-view';
import { DJ_ACTIVE_OPTIONS, DJ_SORT_OPTIONS, useDjList } from '../hooks/use-dj-list';
import { DjCard } from './dj-card';
import { DjDialogs } from './dj-dialogs';
import { DjTable } from './dj-table';

const NO_DJS: readonly never[] = [];
/** A DJ card's row: avatar and name, bio, contact, tags, actions and the gap below. */
const DJ_ROW_HEIGHT = 300;
const djKey = (dj: Dj) => dj.id;

/** The DJ Library (SPEC.md §2 "DJ Library"). */
export function DjsPage() {
  useDocumentTitle(DJ_TEXTS.title);
  const { view, retry, retrying } = useDjLibraryView();
  const list = useDjList(view.kind === 'ready' ? view.djs : NO_DJS);
  const dialogs = useDjDialogs();
  const addRefusal = useRefusal(useAccess().permission('djs.edit'));

  const sample = view.kind === 'ready' && view.samples;
  const body = (
    <LibraryBody
      texts={DJ_TEXTS}
      failure={view.kind === 'failed' ? view.message : null}
      onRetry={retry}
      retrying={retrying}
      loading={view.kind === 'loading'}
      items={list.visible}
      view={list.view}
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
    />
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title={DJ_TEXTS.title}
        subtitle={DJ_TEXTS.subtitle}
        actions={
          <>
            <Button onClick={dialogs.add} {...addRefusal.props}>
              <Plus aria-hidden className="size-4" />
              Add DJ
            </Button>
            {addRefusal.note}
          </>
        }
      />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchInput
          label="Search DJs"
          placeholder={DJ_TEXTS.searchPlaceholder}
          value={list.search}
          onValueChange={list.setSearch}
          className="flex-1"
        />
        <div className="flex flex-wrap gap-3">
          <SelectMenu
            label="Show DJs"
            value={list.active}
            options={DJ_ACTIVE_OPTIONS}
            onValueChange={list.setActive}
            className="min-w-36 flex-1"
          />
          <SelectMenu
            label="Sort DJs by"
            value={list.sort}
            options={DJ_SORT_OPTIONS}
            onValueChange={list.setSort}
            className="min-w-28 flex-1"
          />
          <ViewToggle value={list.view} onValueChange={list.setView} />
        </div>
      </div>
      {view.kind === 'ready' && view.notice ? (
        <Notice onRetry={view.canRetry ? retry : undefined} retrying={retrying}>
          {view.notice}
        </Notice>
      ) : null}
      {body}
      <DjDialogs dialogs={dialogs} />
    </div>
  );
}
