import { LoadingLine } from '../../../components/ui/load-states';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useStationClock } from '../hooks/use-station-clock';
import { useWeekParam } from '../hooks/use-week-param';
import { ScheduleZoneProvider } from '../zone/schedule-zone-provider';
import { ScheduleScreen } from './schedule-screen';
import { schedule } from '../../../i18n/namespaces/schedule';
import { useT } from '../../../i18n/use-t';

/** The weekly schedule screen (SPEC.md §2): a 7-day grid of 15-minute slots. */
export function SchedulePage() {
  const t = useT(schedule);
  useDocumentTitle(t('schedule:title'));
  const clock = useStationClock();
  const { weekId, goToWeek } = useWeekParam(clock?.currentWeekId ?? null);
  if (!clock || !weekId) return <LoadingLine text={t('schedule:loading')} />;
  return (
    <ScheduleZoneProvider weekId={weekId} stationZone={clock.timeZone} today={clock.today}>
      <ScheduleScreen clock={clock} weekId={weekId} goToWeek={goToWeek} />
    </ScheduleZoneProvider>
  );
}
