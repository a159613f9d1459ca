import { Plus } from 'lucide-react';
import { CACHED_DATA_NOTICE, SHOW_TEXTS } from '../../../../shared/messages/library';
import type { Show } from '../../../../shared/schemas/show';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchInput } from '../../../components/ui/search-input';
import { SelectMenu } from '../../../components/ui/select-menu';
import { ViewToggle } from '../../../components/ui/view-toggle';
import { useRefusal } from '../../../components/refusal';
import { LibraryBody } from '../../../components/library-body';
import { useShowDialogs } from '../hooks/use-show-dialogs';
import { useShowRights } from '../hooks/use-show-rights';
import { SHOW_SORT_OPTIONS, useShowList } from '../hooks/use-show-list';
import { useShows } from '../hooks/use-shows';
import { ShowCard } from './show-card';
import { ShowDialogs } from './show-dialogs';
import { ShowTable } from './show-table';

/** A show card's row: stripe, 16:9 image, texts, actions and the gap below. */
const SHOW_ROW_HEIGHT = 480;
const showKey = (show: Show) => show.id;

/** The Show Library page (SPEC.md §2 "Show Library (full page)"). */
export function ShowLibrary() {
  const shows = useShows();
  const list = useShowList(shows.data, true);
  const dialogs = useShowDialogs();
  const rights = useShowRights();
  const addRefusal = useRefusal(rights.add);
  const retry = () => void shows.refetch();

  const body = (
    <LibraryBody
      texts={SHOW_TEXTS}
      failure={shows.data === undefined && shows.isError ? shows.error.message : null}
      onRetry={retry}
      retrying={shows.isFetching}
      loading={shows.data === undefined}
      items={list.visible}
      view={list.view}
      itemKey={showKey}
      cardRowHeight={SHOW_ROW_HEIGHT}
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
    />
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title={SHOW_TEXTS.title}
        subtitle={SHOW_TEXTS.subtitle}
        actions={
          <>
            <Button onClick={dialogs.add} {...addRefusal.props}>
              <Plus aria-hidden className="size-4" />
              Add Show
            </Button>
            {addRefusal.note}
          </>
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput
          label="Search shows"
          placeholder={SHOW_TEXTS.searchPlaceholder}
          value={list.search}
          onValueChange={list.setSearch}
          className="flex-1"
        />
        <div className="flex gap-3">
          <SelectMenu
            label="Sort shows by"
            value={list.sort}
            options={SHOW_SORT_OPTIONS}
            onValueChange={list.setSort}
            className="min-w-32 flex-1"
          />
          <ViewToggle value={list.view} onValueChange={list.setView} />
        </div>
      </div>
      {shows.data !== undefined && shows.isError ? (
        <Notice onRetry={retry} retrying={shows.isFetching}>
          {CACHED_DATA_NOTICE}
        </Notice>
      ) : null}
      {body}
      <ShowDialogs dialogs={dialogs} />
    </div>
  );
}
