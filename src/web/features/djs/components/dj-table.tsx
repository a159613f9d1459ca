import { firstWithMore, truncate } from '../../../../shared/library/search';
import { DJ_TEXTS } from '../../../../shared/messages/library';
import type { Dj } from '../../../../shared/schemas/dj';
import { Avatar } from '../../../components/ui/avatar';
import { VirtualTableBody } from '../../../components/virtual-list/virtual-table-body';
import { DjActions, type DjActionHandlers } from './dj-actions';
import { ActiveBadge, InactiveBadge, SampleBadge } from './dj-badges';
import { DjContact } from './dj-contact';
import { TagList } from './tag-list';

/** A row: avatar, name and a line of bio, contact lines, tags. */
const DJ_ROW_HEIGHT = 100;
const djKey = (dj: Dj) => dj.id;

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';

/**
 * The list view (SPEC.md §2): DJ, Contact, Tags, Status, Actions; bio cut at 50 characters, at
 * most two tags then "+N more".
 */
export function DjTable({
  djs,
  sample,
  ...actions
}: DjActionHandlers & { djs: readonly Dj[]; sample: boolean }) {
  return (
    // Positioned, so the buttons' screen-reader texts (absolutely placed) stay inside the
    // scrolling frame: else they count toward the page's width and it scrolls sideways.
    <div className="relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="min-w-full divide-y divide-slate-200" aria-rowcount={djs.length + 1}>
        <caption className="sr-only">DJs</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              DJ
            </th>
            <th scope="col" className={th}>
              Contact
            </th>
            <th scope="col" className={th}>
              Tags
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={`${th} text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <VirtualTableBody
          items={djs}
          itemKey={djKey}
          columnCount={5}
          estimateRowHeight={DJ_ROW_HEIGHT}
          className="divide-y divide-slate-100"
          renderRow={(dj, rowProps) => {
            const tags = firstWithMore(dj.tags, 2);
            return (
              <tr {...rowProps} className="align-top hover:bg-slate-50">
                <td className="max-w-xs px-4 py-4">
                  <div className="flex items-start gap-3">
                    <Avatar src={dj.avatarUrl} name={dj.name} className="size-10 text-sm" />
                    <div className="min-w-0">
                      <p title={dj.name} className="max-w-64 truncate font-medium text-slate-900">
                        {dj.name}
                      </p>
                      {dj.bio ? (
                        <p className="mt-0.5 text-sm break-words text-slate-500">
                          {truncate(dj.bio, 50)}
                        </p>
                      ) : null}
                    </div>
                  </div>
                </td>
                <td className="max-w-60 px-4 py-4">
                  <DjContact dj={dj} />
                </td>
                <td className="px-4 py-4">
                  {dj.tags.length > 0 ? (
                    <TagList tags={tags.shown} more={tags.more} />
                  ) : (
                    <span className="text-sm text-slate-500">{DJ_TEXTS.noTags}</span>
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
      </table>
    </div>
  );
}
