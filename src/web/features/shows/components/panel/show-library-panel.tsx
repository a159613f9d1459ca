import PanelLeftClose from 'lucide-react/icons/panel-left-close';
import PanelLeftOpen from 'lucide-react/icons/panel-left-open';
import Plus from 'lucide-react/icons/plus';
import { useId, useRef } from 'react';
import type { Show } from '../../../../../shared/schemas/show';
import { Button } from '../../../../components/ui/button';
import { LibraryControls } from '../../../../components/library/library-controls';
import { useLibraryDialogs } from '../../../../components/library/use-library-dialogs';
import { Spinner } from '../../../../components/ui/spinner';
import { cn } from '../../../../lib/cn';
import { useRefusal } from '../../../../components/refusal';
import { VirtualCardGrid } from '../../../../components/virtual-list/virtual-card-grid';
import { useShowRights } from '../../hooks/use-show-rights';
import { showSortMenu, useShowList } from '../../hooks/use-show-list';
import { useShows } from '../../hooks/use-shows';
import { ShowDialogs } from '../show-dialogs';
import { PanelShowItem, type PanelItemActions } from './panel-show-item';
import { common } from '../../../../i18n/namespaces/common';
import { library } from '../../../../i18n/namespaces/library';
import { useT } from '../../../../i18n/use-t';

// Rows of the panel's two layouts, with the space below each: tiles two to a row, or lines.
const TILE_ROW_HEIGHT = 140;
const LINE_ROW_HEIGHT = 64;
const twoColumns = () => 2;
const oneColumn = () => 1;
const showKey = (show: Show) => show.id;

type ShowLibraryPanelProps = Omit<PanelItemActions, 'onEdit' | 'onDelete'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  className?: string;
};

/**
 * The Show Library side panel of the schedule screen (SPEC.md §2): wide (w-96) when open, a
 * narrow "Shows" strip when closed. Shows are dragged from it onto the grid, or placed with the
 * keyboard through onPlaceShow; Add and Edit open the show form.
 */
export function ShowLibraryPanel({
  open,
  onOpenChange,
  className,
  ...itemActions
}: ShowLibraryPanelProps) {
  const t = useT(library);
  const panelId = useId();
  if (!open) {
    return (
      <aside
        aria-label={t('library:table.shows')}
        className={cn(
          'flex w-12 shrink-0 flex-col items-center gap-3 border-r border-slate-200 bg-white py-3',
          className,
        )}
      >
        <button
          type="button"
          onClick={() => onOpenChange(true)}
          aria-expanded={false}
          className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <PanelLeftOpen aria-hidden className="size-5" />
          <span className="sr-only">{t('library:panel.open')}</span>
        </button>
        <span
          aria-hidden
          className="text-xs font-semibold tracking-widest text-slate-500 uppercase [writing-mode:vertical-rl]"
        >
          {t('library:table.shows')}
        </span>
      </aside>
    );
  }
  return (
    <OpenPanel
      id={panelId}
      onClose={() => onOpenChange(false)}
      className={className}
      {...itemActions}
    />
  );
}

function OpenPanel({
  id,
  onClose,
  className,
  ...itemActions
}: Omit<PanelItemActions, 'onEdit' | 'onDelete'> & {
  id: string;
  onClose: () => void;
  className?: string | undefined;
}) {
  const t = useT(library, common);
  const shows = useShows();
  const list = useShowList(shows.data);
  const dialogs = useLibraryDialogs<Show>();
  const rights = useShowRights();
  const addRefusal = useRefusal(rights.add);
  const titleId = useId();
  const scroller = useRef<HTMLDivElement>(null);

  return (
    <aside
      id={id}
      aria-labelledby={titleId}
      className={cn(
        'flex w-96 max-w-full shrink-0 flex-col border-r border-slate-200 bg-slate-50',
        className,
      )}
    >
      <div className="space-y-3 border-b border-slate-200 bg-white p-4">
        <div className="flex items-center gap-2">
          <h2 id={titleId} className="flex-1 text-base font-semibold text-slate-900">
            {t('library:show.title')}
          </h2>
          <Button size="sm" onClick={dialogs.add} {...addRefusal.props}>
            <Plus aria-hidden className="size-4" />
            {t('library:panel.add')}
          </Button>
          {addRefusal.note}
          <button
            type="button"
            onClick={onClose}
            aria-expanded
            aria-controls={id}
            className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <PanelLeftClose aria-hidden className="size-5" />
            <span className="sr-only">{t('library:panel.close')}</span>
          </button>
        </div>
        <LibraryControls
          list={list}
          searchLabel={t('library:show.search')}
          searchPlaceholder={t('library:show.panelSearchPlaceholder')}
          menus={[showSortMenu(t, list, 'flex-1')]}
          layout="panel"
        />
      </div>

      <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto p-3">
        {shows.data !== undefined && shows.isError ? (
          <p role="status" className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900">
            {t('common:cachedData')}
          </p>
        ) : null}
        {shows.data === undefined && shows.isError ? (
          <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            <p className="font-medium">{t('library:show.loadFailed')}</p>
            <p className="mt-1 text-red-700">{shows.error.message}</p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() => void shows.refetch()}
              disabled={shows.isFetching}
            >
              {t('common:tryAgain')}
            </Button>
          </div>
        ) : shows.data === undefined ? (
          <p role="status" className="flex items-center gap-2 p-2 text-sm text-slate-600">
            <Spinner /> {t('library:show.loading')}
          </p>
        ) : list.visible.length === 0 ? (
          <div className="px-2 py-8 text-center">
            <p className="text-sm font-medium text-slate-900">
              {t('library:show.panelEmptyTitle')}
            </p>
            <p className="mt-1 text-xs text-slate-500">{t('library:show.panelEmptyHint')}</p>
          </div>
        ) : (
          <VirtualCardGrid
            // A new layout is a new list: rows of one and rows of two measure differently.
            key={list.view}
            aria-label={t('library:table.shows')}
            items={list.visible}
            itemKey={showKey}
            scroller={scroller}
            columns={list.view === 'grid' ? twoColumns : oneColumn}
            estimateRowHeight={list.view === 'grid' ? TILE_ROW_HEIGHT : LINE_ROW_HEIGHT}
            className="gap-x-2"
            itemClassName="pb-2"
            renderItem={(show) => (
              <PanelShowItem
                show={show}
                layout={list.view === 'grid' ? 'tile' : 'row'}
                {...itemActions}
                onEdit={rights.mayEdit(show) ? dialogs.edit : undefined}
                onDelete={rights.mayDelete ? dialogs.askDelete : undefined}
              />
            )}
          />
        )}
      </div>
      <ShowDialogs dialogs={dialogs} />
    </aside>
  );
}
