import SearchX from 'lucide-react/icons/search-x';
import type { ReactNode } from 'react';
import { EmptyPanel } from '../ui/empty-panel';
import type { ViewMode } from '../ui/view-toggle';
import { LoadFailure, LoadingLine } from '../ui/load-states';
import { libraryColumns, VirtualCardGrid } from '../virtual-list/virtual-card-grid';

/** What a library page (shows, DJs) says while it loads, when it fails and when nothing matches. */
export type LibraryTexts = {
  loading: string;
  loadFailed: string;
  emptyTitle: string;
  emptyHint: string;
};

export type LibraryBodyProps<T> = {
  texts: LibraryTexts;
  /** Why the library could not be loaded, when nothing of it is at hand. */
  failure: string | null;
  onRetry: () => void;
  retrying: boolean;
  loading: boolean;
  items: readonly T[];
  view: ViewMode;
  itemKey: (item: T) => string;
  /** A card's row: the card and the gap below it, until it is measured (or each card's). */
  cardRowHeight: number | ((item: T) => number);
  renderCard: (item: T) => ReactNode;
  /** The entries as a table (the list view). */
  table: () => ReactNode;
};

/**
 * The body of a library page under its search and filters: the failure (with Retry) when nothing
 * could be loaded, the loading line, the empty panel when nothing matches, or the entries as
 * cards (only those near the view drawn) or as the page's table.
 */
export function LibraryBody<T>(props: LibraryBodyProps<T>) {
  const { texts } = props;
  if (props.failure !== null) {
    return (
      <LoadFailure
        title={texts.loadFailed}
        detail={props.failure}
        onRetry={props.onRetry}
        retrying={props.retrying}
      />
    );
  }
  if (props.loading) return <LoadingLine text={texts.loading} />;
  if (props.items.length === 0) {
    return (
      <EmptyPanel icon={SearchX} title={texts.emptyTitle}>
        {texts.emptyHint}
      </EmptyPanel>
    );
  }
  if (props.view === 'list') return props.table();
  return (
    <VirtualCardGrid
      items={props.items}
      itemKey={props.itemKey}
      columns={libraryColumns}
      estimateRowHeight={props.cardRowHeight}
      className="gap-x-6"
      // A card is as tall as its content, not the row's tallest card: one without an image
      // leaves no blank area below its actions.
      itemClassName="flex items-start pb-6"
      renderItem={props.renderCard}
    />
  );
}
