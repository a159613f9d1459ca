import ListChecks from 'lucide-react/icons/list-checks';
import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import { useState } from 'react';
import type { ActivityEntryView } from '../../../../shared/activity/activity-entry';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { LoadFailure, LoadingLine } from '../../../components/ui/load-states';
import { PageHeader } from '../../../components/ui/page-header';
import { useCalendarWords } from '../../../i18n/calendar-words';
import { activity } from '../../../i18n/namespaces/activity';
import { useT } from '../../../i18n/use-t';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useAccess } from '../../../lib/use-access';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { StationActivityFilters } from '../api/activity-api';
import { useViewerZone } from '../../../lib/use-viewer-zone';
import { useActivityActors, useStationActivity } from '../hooks/use-activity';
import { ActivityFilters, rangeProblem } from './activity-filters';
import { ActivityList } from './activity-list';

const NO_FILTERS: StationActivityFilters = { member: '', kind: '', from: '', to: '', week: '' };

/**
 * The station-wide activity log for those who may see it (station managers): who changed what
 * and when, filtered by member, kind of change, days and week. Anyone else is told plainly why
 * the page is closed to them.
 */
export function ActivityPage() {
  const t = useT(activity);
  useDocumentTitle(t('activity:page.title'));
  const { access, permission } = useAccess();
  if (!access) return <LoadingLine text={t('activity:page.checking')} />;
  const decision = permission('activity.viewStation');
  if (!decision.allowed) {
    return (
      <div className="space-y-6">
        <PageHeader title={t('activity:page.title')} subtitle={t('activity:page.closedSubtitle')} />
        <EmptyPanel icon={ShieldAlert} title={t('activity:page.closedTitle')}>
          {decision.reason}
        </EmptyPanel>
      </div>
    );
  }
  return <StationActivity />;
}

function StationActivity() {
  const t = useT(activity);
  const calendar = useCalendarWords();
  const [filters, setFilters] = useState<StationActivityFilters>(NO_FILTERS);
  const problem = rangeProblem(filters, t);
  const log = useStationActivity(filters, !problem);
  const actors = useActivityActors(true);
  const { timeZone } = useViewerZone();
  const refused = log.error instanceof ApiError ? (log.error.fields ?? {}) : {};
  const fieldErrors = { ...refused, ...(problem ? { to: problem } : {}) };
  // Names are chosen by members and may look alike: the account's address tells them apart.
  const entryNote = (entry: ActivityEntryView) =>
    [
      entry.actorEmail ? t('activity:note.by', { email: entry.actorEmail }) : null,
      entry.weekId ? t('activity:note.week', { range: calendar.weekRange(entry.weekId) }) : null,
    ]
      .filter(Boolean)
      .join(' · ') || null;

  return (
    <div className="space-y-6">
      <PageHeader title={t('activity:page.title')} subtitle={t('activity:page.subtitle')} />
      <ActivityFilters
        filters={filters}
        actors={actors.data ?? []}
        errors={fieldErrors}
        onChange={setFilters}
      />
      {problem ? null : log.isPending ? (
        <LoadingLine text={t('activity:page.loading')} />
      ) : log.isError ? (
        Object.keys(refused).length > 0 ? null : (
          <LoadFailure
            title={t('activity:page.loadFailed')}
            detail={errorMessage(log.error)}
            onRetry={() => void log.refetch()}
            retrying={log.isFetching}
          />
        )
      ) : log.data.pages[0]?.entries.length === 0 ? (
        <EmptyPanel icon={ListChecks} title={t('activity:page.empty')}>
          {filters === NO_FILTERS ? t('activity:page.emptyHint') : t('activity:page.noMatch')}
        </EmptyPanel>
      ) : (
        <section
          aria-label={t('activity:page.logLabel')}
          className="rounded-xl border border-slate-200 bg-white px-4 py-2"
        >
          <ActivityList
            entries={log.data.pages.flatMap((page) => page.entries)}
            timeZone={timeZone}
            hasMore={log.hasNextPage}
            loadingMore={log.isFetchingNextPage}
            onLoadMore={() => void log.fetchNextPage()}
            extra={entryNote}
          />
        </section>
      )}
    </div>
  );
}
