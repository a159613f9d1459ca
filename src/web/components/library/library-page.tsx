import Plus from 'lucide-react/icons/plus';
import type { ReactNode } from 'react';
import type { Permission } from '../../../shared/team/permissions';
import { useRefusal } from '../refusal';
import { Button } from '../ui/button';
import { Notice } from '../ui/notice';
import { PageHeader } from '../ui/page-header';
import { LibraryBody, type LibraryBodyProps, type LibraryTexts } from './library-body';
import { LibraryControls, type LibraryListState, type LibraryMenu } from './library-controls';

export type LibraryPageTexts = LibraryTexts & {
  title: string;
  subtitle: string;
  searchPlaceholder: string;
};

type LibraryPageProps<T> = Omit<LibraryBodyProps<T>, 'texts' | 'items' | 'view'> & {
  texts: LibraryPageTexts;
  /** The header's add button, e.g. "Add DJ", refused with the station's reason when not allowed. */
  addLabel: string;
  addPermission: Permission;
  onAdd: () => void;
  list: LibraryListState & { visible: readonly T[] };
  searchLabel: string;
  menus: readonly LibraryMenu[];
  /** A notice over the entries (cached or sample data), with Retry when asking again may help. */
  notice: { text: string; onRetry: (() => void) | undefined } | null;
  /** The library's form and delete question. */
  dialogs: ReactNode;
};

/**
 * A library page (SPEC.md §2 "Show Library", "DJ Library"): the header with its add button, the
 * search, menus and view toggle, a notice, the entries as cards or a table (with the loading,
 * failed and empty states), and the library's dialogs.
 */
export function LibraryPage<T>({
  texts,
  addLabel,
  addPermission,
  onAdd,
  list,
  searchLabel,
  menus,
  notice,
  dialogs,
  ...body
}: LibraryPageProps<T>) {
  const addRefusal = useRefusal(addPermission);
  return (
    <div className="space-y-6">
      <PageHeader
        title={texts.title}
        subtitle={texts.subtitle}
        actions={
          <>
            <Button onClick={onAdd} {...addRefusal.props}>
              <Plus aria-hidden className="size-4" />
              {addLabel}
            </Button>
            {addRefusal.note}
          </>
        }
      />
      <LibraryControls
        list={list}
        searchLabel={searchLabel}
        searchPlaceholder={texts.searchPlaceholder}
        menus={menus}
        layout="page"
      />
      {notice ? (
        <Notice onRetry={notice.onRetry} retrying={body.retrying}>
          {notice.text}
        </Notice>
      ) : null}
      <LibraryBody texts={texts} items={list.visible} view={list.view} {...body} />
      {dialogs}
    </div>
  );
}
