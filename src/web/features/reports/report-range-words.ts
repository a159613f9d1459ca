import type { ReportRangePreset, ReportWeeks } from '../../../shared/reports/report-range';
import type { KeyOf } from '../../i18n/translate';

/** Each range preset's name in the `reports` catalog. */
export const RANGE_WORDS: Record<ReportRangePreset, KeyOf<'reports'>> = {
  'this-week': 'reports:range.thisWeek',
  'last-4-weeks': 'reports:range.last4Weeks',
  'this-month': 'reports:range.thisMonth',
  'last-month': 'reports:range.lastMonth',
  'this-quarter': 'reports:range.thisQuarter',
  'this-year': 'reports:range.thisYear',
  custom: 'reports:range.custom',
};

/** Which weeks count, as the control and the report's head say it. */
export const WEEKS_WORDS: Record<ReportWeeks, KeyOf<'reports'>> = {
  finalized: 'reports:weeks.finalized',
  all: 'reports:weeks.all',
};
