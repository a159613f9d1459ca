import { useLanguage } from '../../i18n/language-context';
import { reports } from '../../i18n/namespaces/reports';
import { useT } from '../../i18n/use-t';
import type { ReportWords } from './report-texts';

/** The Reports page's `t` and language, for its figures. */
export function useReportWords(): ReportWords {
  return { t: useT(reports), language: useLanguage() };
}
