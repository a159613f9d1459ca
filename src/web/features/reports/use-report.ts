import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Report } from '../../../shared/reports/report';
import type { ReportRangePreset, ReportWeeks } from '../../../shared/reports/report-range';
import { apiFetch } from '../../lib/api-client';
import { useReportLiveRefresh } from './use-report-live-refresh';

export type ReportParams = {
  range: ReportRangePreset;
  from: string;
  to: string;
  weeks: ReportWeeks;
};

/**
 * GET /api/reports for the chosen range; the last report stays on screen while the next counts,
 * and the report is read again when a colleague's change touches its range.
 */
export function useReport(params: ReportParams, enabled: boolean) {
  const search = new URLSearchParams({ range: params.range, weeks: params.weeks });
  if (params.range === 'custom') {
    search.set('from', params.from);
    search.set('to', params.to);
  }
  const query = useQuery<Report>({
    queryKey: ['reports', search.toString()],
    queryFn: ({ signal }) =>
      apiFetch<{ report: Report }>(`/api/reports?${search.toString()}`, { signal }).then(
        (r) => r.report,
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
  // The range the answer resolved (a preset's dates), once it is this query's own answer.
  useReportLiveRefresh(query.refetch, query.isPlaceholderData ? undefined : query.data?.range);
  return query;
}
