import { firstWithMore, truncate } from '../../../../shared/library/search';
import { SHOW_TEXTS } from '../../../../shared/messages/library';
import type { Show } from '../../../../shared/schemas/show';
import { DeleteButton, EditButton } from '../../../components/entity-action-buttons';
import {
  VirtualTableBody,
  type VirtualRowProps,
} from '../../../components/virtual-list/virtual-table-body';
import type { ShowRights } from '../hooks/use-show-rights';
import { GenreChips } from './genre-chips';
import { ShowDuration } from './show-duration';

/** A row: name and a line of description, DJs, duration, genre chips. */
const SHOW_ROW_HEIGHT = 90;
const showKey = (show: Show) => show.id;

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';

/**
 * The list view (SPEC.md §2): at most two DJs and two genres, then "+N more"; descriptions cut at
 * 50 characters. No drag handle: nothing on this page takes a drop (shows are placed from the
 * schedule's own panel), and a handle that leads nowhere would promise what does not happen.
 * Long names are cut to the column with the full name on hover and in the accessible name.
 */
export function ShowTable({
  shows,
  onEdit,
  onDelete,
  rights,
}: {
  shows: readonly Show[];
  onEdit: (show: Show) => void;
  onDelete: (show: Show) => void;
  /** Which shows the member may edit or delete. */
  rights: Pick<ShowRights, 'mayEdit' | 'mayDelete'>;
}) {
  return (
    // Positioned, so the buttons' screen-reader texts (absolutely placed) stay inside the
    // scrolling frame: else they count toward the page's width and it scrolls sideways.
    <div className="relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="min-w-full divide-y divide-slate-200" aria-rowcount={shows.length + 1}>
        <caption className="sr-only">Shows</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              Show
            </th>
            <th scope="col" className={th}>
              DJs
            </th>
            <th scope="col" className={th}>
              Duration
            </th>
            <th scope="col" className={th}>
              Genres
            </th>
            <th scope="col" className={`${th} text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <VirtualTableBody
          items={shows}
          itemKey={showKey}
          columnCount={5}
          estimateRowHeight={SHOW_ROW_HEIGHT}
          className="divide-y divide-slate-100"
          renderRow={(show, rowProps) => (
            <ShowRow
              rowProps={rowProps}
              show={show}
              onEdit={rights.mayEdit(show) ? onEdit : undefined}
              onDelete={rights.mayDelete ? onDelete : undefined}
            />
          )}
        />
      </table>
    </div>
  );
}

function ShowRow({
  rowProps,
  show,
  onEdit,
  onDelete,
}: {
  rowProps: VirtualRowProps;
  show: Show;
  onEdit: ((show: Show) => void) | undefined;
  onDelete: ((show: Show) => void) | undefined;
}) {
  const djs = firstWithMore(show.djNames, 2);
  const genres = firstWithMore(show.genres, 2);
  return (
    <tr {...rowProps} className="align-top hover:bg-slate-50">
      <td className="max-w-xs px-4 py-4">
        <div className="flex items-start gap-2.5">
          <span
            aria-hidden
            className="mt-1.5 size-2.5 shrink-0 rounded-full"
            style={{ backgroundColor: show.color }}
          />
          <div className="min-w-0">
            <p title={show.name} className="max-w-64 truncate font-medium text-slate-900">
              {show.name}
            </p>
            {show.description ? (
              <p className="mt-0.5 text-sm break-words text-slate-500">
                {truncate(show.description, 50)}
              </p>
            ) : null}
          </div>
        </div>
      </td>
      <td className="px-4 py-4 text-sm text-slate-700">
        {djs.shown.length > 0 ? (
          <p className="max-w-56 truncate" title={show.djNames.join(', ')}>
            {djs.shown.join(', ')}
            {djs.more ? <span className="ml-1 text-slate-500">{djs.more}</span> : null}
          </p>
        ) : (
          <span className="text-slate-500">{SHOW_TEXTS.noDjs}</span>
        )}
      </td>
      <td className="px-4 py-4 whitespace-nowrap">
        <ShowDuration hours={show.duration} />
      </td>
      <td className="px-4 py-4">
        <GenreChips genres={genres.shown} more={genres.more} />
      </td>
      <td className="px-4 py-4">
        <div className="flex justify-end gap-1">
          {onEdit ? (
            <EditButton variant="ghost" name={show.name} onClick={() => onEdit(show)} />
          ) : null}
          {onDelete ? <DeleteButton name={show.name} onClick={() => onDelete(show)} /> : null}
        </div>
      </td>
    </tr>
  );
}
