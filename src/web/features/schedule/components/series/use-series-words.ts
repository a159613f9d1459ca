import { useMemo } from 'react';
import { useCalendarWords } from '../../../../i18n/calendar-words';
import { useLanguage } from '../../../../i18n/language-context';
import { series } from '../../../../i18n/namespaces/series';
import { useT } from '../../../../i18n/use-t';
import { listJoiner, type SeriesWords } from '../../series-description';

/** The series dialogs' words: the `series` catalog, weekday and month names, the list joiner. */
export function useSeriesWords(): SeriesWords {
  const t = useT(series);
  const calendar = useCalendarWords();
  const language = useLanguage();
  return useMemo(() => ({ t, calendar, list: listJoiner(language) }), [t, calendar, language]);
}
