import { firstWithMore } from '../../../../shared/library/search';
import type { Dj } from '../../../../shared/schemas/dj';
import { DataTable } from '../../../components/library/data-table';
import { EntryNameCell } from '../../../components/library/entry-name-cell';
import { EntryChips } from '../../../components/library/chip-list';
import { Avatar } from '../../../components/ui/avatar';
import { DjActions, type DjActionHandlers } from './dj-actions';
import { ActiveBadge, InactiveBadge, SampleBadge } from './dj-badges';
import { DjContact } from './dj-contact';
import { library } from '../../../i18n/namespaces/library';
import { useT } from '../../../i18n/use-t';

/** A row: avatar, name and a line of bio, contact lines, tags. */
const DJ_ROW_HEIGHT = 100;
const djKey = (dj: Dj) => dj.id;
const COLUMNS = [
  { header: 'library:column.dj' },
  { header: 'library:column.contact' },
  { header: 'library:column.tags' },
  { header: 'library:column.status' },
  { header: 'library:column.actions', align: 'right' },
] as const;

/**
 * The list view (SPEC.md §2): DJ, Contact, Tags, Status, Actions; bio cut at 50 characters, at
 * most two tags then "+N more".
 */
export function DjTable({
  djs,
  sample,
  ...actions
}: DjActionHandlers & { djs: readonly Dj[]; sample: boolean }) {
  const t = useT(library);
  return (
    <DataTable
      caption={t('library:table.djs')}
      columns={COLUMNS.map((column) => ({ ...column, header: t(column.header) }))}
      items={djs}
      itemKey={djKey}
      estimateRowHeight={DJ_ROW_HEIGHT}
      framed
      renderRow={(dj, rowProps) => {
        const tags = firstWithMore(dj.tags, 2);
        return (
          <tr {...rowProps} className="align-top hover:bg-slate-50">
            <EntryNameCell
              mark={<Avatar src={dj.avatarUrl} name={dj.name} className="size-10 text-sm" />}
              name={dj.name}
              description={dj.bio}
              className="gap-3"
            />
            <td className="max-w-60 px-4 py-4">
              <DjContact dj={dj} />
            </td>
            <td className="px-4 py-4">
              {dj.tags.length > 0 ? (
                <EntryChips
                  label={t('library:dj.tags')}
                  chips={tags.shown}
                  more={tags.more > 0 ? t('library:more', { count: tags.more }) : null}
                  tone="indigo"
                />
              ) : (
                <span className="text-sm text-slate-500">{t('library:dj.noTags')}</span>
              )}
            </td>
            <td className="px-4 py-4">
              <div className="flex flex-wrap gap-1">
                {dj.active ? <ActiveBadge /> : <InactiveBadge />}
                {sample ? <SampleBadge /> : null}
              </div>
            </td>
            <td className="px-4 py-4">
              <DjActions dj={dj} sample={sample} {...actions} className="justify-end" />
            </td>
          </tr>
        );
      }}
    />
  );
}
