import { firstWithMore } from '../../../../shared/library/search';
import type { Show } from '../../../../shared/schemas/show';
import { EntryChips } from '../../../components/library/chip-list';
import { EntryActions } from '../../../components/entity-action-buttons';
import { DataTable } from '../../../components/library/data-table';
import { EntryNameCell } from '../../../components/library/entry-name-cell';
import type { VirtualRowProps } from '../../../components/virtual-list/virtual-table-body';
import type { ShowRights } from '../hooks/use-show-rights';
import { ShowDuration } from './show-duration';
import { library } from '../../../i18n/namespaces/library';
import { useT } from '../../../i18n/use-t';

/** A row: name and a line of description, DJs, duration, genre chips. */
const SHOW_ROW_HEIGHT = 90;
const showKey = (show: Show) => show.id;
const COLUMNS = [
  { header: 'library:column.show' },
  { header: 'library:column.djs' },
  { header: 'library:column.duration' },
  { header: 'library:column.genres' },
  { header: 'library:column.actions', align: 'right' },
] as const;

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
  const t = useT(library);
  return (
    <DataTable
      caption={t('library:table.shows')}
      columns={COLUMNS.map((column) => ({ ...column, header: t(column.header) }))}
      items={shows}
      itemKey={showKey}
      estimateRowHeight={SHOW_ROW_HEIGHT}
      framed
      renderRow={(show, rowProps) => (
        <ShowRow
          rowProps={rowProps}
          show={show}
          onEdit={rights.mayEdit(show) ? onEdit : undefined}
          onDelete={rights.mayDelete ? onDelete : undefined}
        />
      )}
    />
  );
}

function ShowRow({
  rowProps,
  show,
  onEdit,
  onDelete,
}: {
  rowProps: VirtualRowProps | undefined;
  show: Show;
  onEdit: ((show: Show) => void) | undefined;
  onDelete: ((show: Show) => void) | undefined;
}) {
  const t = useT(library);
  const djs = firstWithMore(show.djNames, 2);
  const genres = firstWithMore(show.genres, 2);
  return (
    <tr {...rowProps} className="align-top hover:bg-slate-50">
      <EntryNameCell
        mark={
          <span
            aria-hidden
            className="mt-1.5 size-2.5 shrink-0 rounded-full"
            style={{ backgroundColor: show.color }}
          />
        }
        name={show.name}
        description={show.description}
        className="gap-2.5"
      />
      <td className="px-4 py-4 text-sm text-slate-700">
        {djs.shown.length > 0 ? (
          <p className="max-w-56 truncate" title={show.djNames.join(', ')}>
            {djs.shown.join(', ')}
            {djs.more > 0 ? (
              <span className="ml-1 text-slate-500">{t('library:more', { count: djs.more })}</span>
            ) : null}
          </p>
        ) : (
          <span className="text-slate-500">{t('library:show.noDjs')}</span>
        )}
      </td>
      <td className="px-4 py-4 whitespace-nowrap">
        <ShowDuration hours={show.duration} />
      </td>
      <td className="px-4 py-4">
        <EntryChips
          label={t('library:genres')}
          chips={genres.shown}
          more={genres.more > 0 ? t('library:more', { count: genres.more }) : null}
          tone="slate"
        />
      </td>
      <td className="px-4 py-4">
        <EntryActions
          entry={show}
          name={show.name}
          onEdit={onEdit}
          onDelete={onDelete}
          editVariant="ghost"
          className="justify-end gap-1"
        />
      </td>
    </tr>
  );
}
