import * as RadixDialog from 'radix-ui/dialog';
import { DialogCloseButton, Modal } from '../../../components/ui/dialog-frame';
import { LoadFailure, LoadingLine } from '../../../components/ui/load-states';
import { useCalendarWords } from '../../../i18n/calendar-words';
import { activity } from '../../../i18n/namespaces/activity';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-error';
import { useViewerZone } from '../../../lib/use-viewer-zone';
import { useWeekActivity } from '../hooks/use-activity';
import { ActivityList } from './activity-list';

const sheetClasses =
  'fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-2xl focus:outline-none data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out';

/**
 * "History": who changed this week, newest first, in a sheet at the side of the schedule (a
 * Radix dialog, so focus stays inside and returns to the button). Live changes to the week
 * refresh the list while it is open.
 */
export function WeekHistorySheet({
  weekId,
  open,
  onOpenChange,
}: {
  weekId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(activity);
  const calendar = useCalendarWords();
  return (
    <Modal open={open} onOpenChange={onOpenChange} className={sheetClasses}>
      <div className="border-b border-slate-200 px-5 py-4 pr-14">
        <RadixDialog.Title className="text-lg font-semibold text-slate-900">
          {t('activity:history.title')}
        </RadixDialog.Title>
        <RadixDialog.Description className="mt-0.5 text-sm text-slate-600">
          {t('activity:history.description', { range: calendar.weekRange(weekId) })}
        </RadixDialog.Description>
      </div>
      <div className="flex-1 overflow-y-auto px-5 py-2">
        {open ? <WeekHistory weekId={weekId} /> : null}
      </div>
      <DialogCloseButton />
    </Modal>
  );
}

function WeekHistory({ weekId }: { weekId: string }) {
  const t = useT(activity);
  const history = useWeekActivity(weekId, true);
  const { timeZone } = useViewerZone();
  if (history.isPending) return <LoadingLine text={t('activity:history.loading')} />;
  if (history.isError) {
    return (
      <div className="py-4">
        <LoadFailure
          title={t('activity:history.loadFailed')}
          detail={errorMessage(history.error)}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      </div>
    );
  }
  const entries = history.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) {
    return <p className="py-8 text-center text-sm text-slate-600">{t('activity:history.empty')}</p>;
  }
  return (
    <ActivityList
      entries={entries}
      timeZone={timeZone}
      hasMore={history.hasNextPage}
      loadingMore={history.isFetchingNextPage}
      onLoadMore={() => void history.fetchNextPage()}
    />
  );
}
