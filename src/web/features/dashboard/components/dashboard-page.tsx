import CalendarPlus from 'lucide-react/icons/calendar-plus';
import Library from 'lucide-react/icons/library';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { WeekSummary } from '../../../../shared/schemas/schedule';
import { useDrawnAfterPaint } from '../../../components/drawn-after-paint';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LoadFailure, LoadingLine } from '../../../components/ui/load-states';
import { Notice } from '../../../components/ui/notice';
import { PageHeader } from '../../../components/ui/page-header';
import { useAccess } from '../../../lib/use-access';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useViewerZone } from '../../../lib/use-viewer-zone';
import { usePhoneLayout } from '../../../lib/use-phone-layout';
import { useRefusal } from '../../../components/refusal';
import { common } from '../../../i18n/namespaces/common';
import { dashboard } from '../../../i18n/namespaces/dashboard';
import { useT } from '../../../i18n/use-t';
import {
  filterWeeks,
  FIRST_SCREEN_WEEKS,
  sortWeeks,
  weeksOnPage,
  WEEKS_PER_PAGE,
} from '../dashboard-view';
import { useCreateSchedule } from '../hooks/use-create-schedule';
import { useDashboardParams } from '../hooks/use-dashboard-params';
import { useWeekActions, type WeekAction } from '../hooks/use-week-actions';
import { useWeeksOverview } from '../hooks/use-weeks-overview';
import { DashboardEmpty } from './dashboard-empty';
import { ShowMoreWeeks } from './show-more-weeks';
import { DjClashStat, StatCards } from './stat-cards';
import { OpenFillInsStat } from '../../fill-ins/components/open-fill-ins-stat';
import { WeekCards } from './week-cards';
import { WeekConfirmDialogs, type WeekQuestion } from './week-confirm-dialogs';
import { UnfilledStat } from './unfilled-stat';
import { WeekTable } from './week-table';
import { WeeksToolbar } from './weeks-toolbar';
import { useSeasonFilter } from '../../seasons/hooks/use-season-filter';
import { FinalizeGapsQuestion } from '../../schedule/gaps/finalize-gaps-question';

/** The Schedule Dashboard (SPEC.md §2): totals, and every week with its status and actions. */
export function DashboardPage() {
  const t = useT(dashboard, common);
  useDocumentTitle(t('dashboard:title'));
  const overview = useWeeksOverview();
  // Last Modified is an instant: read in the viewer's zone, while the weeks stay station weeks.
  const { timeZone } = useViewerZone();
  const params = useDashboardParams();
  const season = useSeasonFilter();
  const keepSeason = season.keep;
  const create = useCreateSchedule();
  const actions = useWeekActions();
  const access = useAccess();
  const createRefusal = useRefusal(access.permission('schedule.edit'));
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A phone has no room for six columns: each week is a card with its actions.
  const WeekList = usePhoneLayout() ? WeekCards : WeekTable;
  // The week is kept while a question closes, so its text does not change during the animation.
  const [question, setQuestion] = useState<WeekQuestion>({
    open: false,
    kind: 'revert',
    week: null,
  });

  const allWeeks = overview.data?.weeks;
  const visible = useMemo(
    () => sortWeeks(keepSeason(filterWeeks(allWeeks ?? [], params.filter)), params.sort),
    [allWeeks, params.filter, params.sort, keepSeason],
  );
  // How many weeks the list draws; a new filter or sort starts again from one page.
  const listKey = `${params.filter}|${params.sort}|${season.seasonId}`;
  const [paging, setPaging] = useState({ key: listKey, limit: WEEKS_PER_PAGE });
  const limit = paging.key === listKey ? paging.limit : WEEKS_PER_PAGE;
  const drawn = useMemo(() => weeksOnPage(visible, limit), [visible, limit]);
  const restDrawn = useDrawnAfterPaint(overview.data !== undefined);
  const listed = restDrawn ? drawn : drawn.slice(0, FIRST_SCREEN_WEEKS);

  const onAction = (week: WeekSummary, action: WeekAction) => {
    if (action === 'finalize') actions.run(week, action);
    else setQuestion({ open: true, kind: action, week });
  };
  const onConfirm = (week: WeekSummary, kind: 'revert' | 'delete') => {
    // The deleted row's button goes away: focus moves to the list's heading instead of the page.
    actions.run(week, kind, kind === 'delete' ? () => headingRef.current?.focus() : undefined);
  };
  const retry = () => void overview.refetch();

  let body;
  if (overview.data === undefined && overview.isError) {
    body = (
      <LoadFailure
        title={t('dashboard:loadFailed')}
        detail={overview.error.message}
        onRetry={retry}
        retrying={overview.isFetching}
      />
    );
  } else if (overview.data === undefined) {
    body = <LoadingLine text={t('dashboard:loading')} />;
  } else {
    body = (
      <>
        {overview.isError ? (
          <Notice onRetry={retry} retrying={overview.isFetching}>
            {t('common:cachedData')}
          </Notice>
        ) : null}
        <StatCards stats={overview.data.stats} />
        <DjClashStat stats={overview.data.stats} />
        <OpenFillInsStat />
        <UnfilledStat weeks={visible} />
        <section
          aria-labelledby="weeks-heading"
          className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
        >
          <WeeksToolbar
            headingRef={headingRef}
            headingId="weeks-heading"
            shown={visible.length}
            total={overview.data.weeks.length}
            filter={params.filter}
            onFilterChange={params.setFilter}
            sort={params.sort}
            onSortChange={params.setSort}
            season={season}
          />
          {visible.length === 0 ? (
            <DashboardEmpty
              filter={params.filter}
              onCreate={create.create}
              creating={create.isPending}
              canCreate={create.ready}
              createPermission={access.permission('schedule.edit')}
              onShowAll={() => params.setFilter('all')}
            />
          ) : (
            <WeekList
              weeks={listed}
              onAction={onAction}
              pendingFor={actions.pendingFor}
              timeZone={timeZone}
              may={{
                finalize: access.can('week.finalize'),
                revert: access.can('week.revert'),
                delete: access.can('week.delete'),
              }}
            />
          )}
          <ShowMoreWeeks
            hidden={visible.length - drawn.length}
            onShowMore={() => setPaging({ key: listKey, limit: limit + WEEKS_PER_PAGE })}
          />
        </section>
      </>
    );
  }

  return (
    <div className="space-y-6 sm:space-y-8">
      <PageHeader
        title={t('dashboard:title')}
        subtitle={t('dashboard:subtitle')}
        actions={
          <>
            <Link href="/library" className={buttonClasses('secondary')}>
              <Library aria-hidden className="size-4" />
              {t('dashboard:showLibrary')}
            </Link>
            <Button
              onClick={create.create}
              disabled={!create.ready || create.isPending}
              {...createRefusal.props}
            >
              <CalendarPlus aria-hidden className="size-4" />
              {create.isPending ? t('dashboard:creating') : t('dashboard:createSchedule')}
            </Button>
            {createRefusal.note}
          </>
        }
      />
      {body}
      <FinalizeGapsQuestion question={actions.gapsQuestion} onAnswer={actions.answerGaps} />
      <WeekConfirmDialogs
        question={question}
        onOpenChange={(open) => setQuestion((q) => ({ ...q, open }))}
        onConfirm={onConfirm}
      />
    </div>
  );
}
