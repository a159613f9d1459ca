import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import {
  addDays,
  DAY_NAMES,
  dayDate,
  dayIndexOf,
  isPastWeek,
  minutesInZone,
} from '../../../../shared/schedule/week';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { usePhoneLayout } from '../../../lib/use-phone-layout';
import { useAccess } from '../../../lib/use-access';
import { holdLiveRefresh } from '../../../lib/live-hold';
import { useColleagueChangeNotice } from '../../activity/hooks/use-colleague-notice';
import { openingDay, stepDay } from '../agenda/day-agenda';
import { createAnnouncer } from '../announcer';
import { createDragStore } from '../drag/drag-store';
import { DEFAULT_SCROLL_HOUR } from '../grid-layout';
import { useGridElements } from '../hooks/use-grid-elements';
import { usePanelOpen } from '../hooks/use-panel-open';
import { usePhoneScheduleView } from '../hooks/use-schedule-view';
import { useUndoShortcut } from '../hooks/use-undo';
import type { StationClock } from '../hooks/use-station-clock';
import { useWeek } from '../hooks/use-week';
import { LiveRegion } from './live-region';
import { weekClashTexts } from '../week-clashes';
import { useScheduleWords } from '../schedule-words';
import { useClock } from '../../../lib/use-clock';
import { DjClashBanner } from './dj-clash-banner';
import { OverlapBanner } from './overlap-banner';
import { PhoneScheduleHeader } from './phone-schedule-header';
import { PhoneViewToggle } from './phone-view-toggle';
import { ScheduleBoard } from './schedule-board';
import { ScheduleHeader } from './schedule-header';
import { UnfilledHeader } from '../gaps/unfilled-header';
import { PrintHeadingLine } from './print-heading-line';
import { SkipToGrid } from './skip-to-grid';
import { ZoneLine } from '../zone/zone-line';
import { schedule } from '../../../i18n/namespaces/schedule';
import { useT } from '../../../i18n/use-t';

/** A notice under the header; one line on a phone (cut with an ellipsis, whole for screen readers). */
const NOTICE =
  'border-b border-slate-200 bg-slate-50 px-4 py-2 text-sm text-slate-600 max-sm:truncate max-sm:px-3 max-sm:py-1.5 max-sm:text-xs';

/**
 * One week on screen: header, banners and the board. The grid stays mounted while another week
 * loads, so the scroll position (the hour in view) is kept from week to week.
 */
export function ScheduleScreen({
  clock,
  weekId,
  goToWeek,
}: {
  clock: StationClock;
  weekId: string;
  goToWeek: (weekId: string) => void;
}) {
  const t = useT(schedule);
  const week = useWeek(weekId);
  const phone = usePhoneLayout();
  const [phoneView, setPhoneView] = usePhoneScheduleView();
  const layout = phone ? phoneView : 'grid';
  const [panelOpen, setPanelOpen] = usePanelOpen(phone);
  const { elements, scrollToMinutes } = useGridElements();
  const [store] = useState(createDragStore);
  const [announcer] = useState(createAnnouncer);
  useUndoShortcut();
  useColleagueChangeNotice(weekId);

  const isCurrentWeek = weekId === clock.currentWeekId;
  // The week turns past at the end of Saturday in the station zone, even while it is open.
  const past = isPastWeek(weekId, clock.now, clock.timeZone);
  const loaded = week.data?.id === weekId ? week.data : undefined;
  const view = useMemo(
    () => (loaded && past && !loaded.isPast ? { ...loaded, isPast: true } : loaded),
    [loaded, past],
  );
  const words = useScheduleWords();
  const timeFormat = useClock();
  const clashLines = useMemo(
    () => (view ? weekClashTexts(view, timeFormat, words).lines : []),
    [view, timeFormat, words],
  );
  const access = useAccess();
  const mayEdit = access.permission('schedule.edit');
  // A member who may not change the schedule sees the week as a past week is seen: no drag, no
  // keyboard moves, no block menu, no placing from the library.
  const editable = view !== undefined && !view.isPast && mayEdit.allowed;
  const todayIndex = DAY_NAMES.findIndex((_, day) => dayDate(weekId, day) === clock.today);

  // The agenda's day belongs to a week: a week opens at its today (or its first day with shows),
  // unless a day was chosen in it or stepped into from the week beside it (Saturday on to Sunday).
  const [agenda, setAgenda] = useState<{ weekId: string | null; day: number }>({
    weekId: null,
    day: 0,
  });
  const agendaDay = agenda.weekId === weekId ? agenda.day : openingDay(todayIndex, view);
  // Once the week is in, its opening day holds: deleting that day's last show does not move on.
  if (view && agenda.weekId !== weekId) setAgenda({ weekId, day: agendaDay });
  const stepAgendaDay = (step: -1 | 1) => {
    const next = stepDay(agendaDay, step);
    const target = addDays(weekId, next.weekOffset * 7);
    setAgenda({ weekId: target, day: next.day });
    if (target !== weekId) goToWeek(target);
  };
  const goToToday = () => {
    setAgenda({ weekId: clock.currentWeekId, day: dayIndexOf(clock.today) });
    goToWeek(clock.currentWeekId);
  };

  // Opens at the current time in the current week, else at 06:00 (only on first showing).
  const [initialScroll] = useState(() =>
    isCurrentWeek ? minutesInZone(clock.now, clock.timeZone) : DEFAULT_SCROLL_HOUR * 60,
  );
  // On a phone the grid may first appear when chosen instead of the agenda: it opens there too.
  useLayoutEffect(() => {
    if (layout === 'grid') scrollToMinutes(initialScroll);
  }, [initialScroll, scrollToMinutes, layout]);

  // A keyboard move under way belongs to the week it started in.
  useEffect(() => () => store.set({ source: null, preview: null }), [store, weekId]);

  // A colleague's change must not redraw the grid under a drag or a drop being saved (the
  // dragged block could vanish mid-gesture): live refreshes wait for the drop to settle.
  useEffect(() => {
    let release: (() => void) | null = null;
    const busy = () => store.get().source !== null || store.get().saving !== null;
    const follow = () => {
      if (busy() && !release) release = holdLiveRefresh();
      // A drop ends the drag and starts saving in two steps of one task: let go only after it.
      if (!busy() && release) {
        queueMicrotask(() => {
          if (busy() || !release) return;
          release();
          release = null;
        });
      }
    };
    follow();
    const unsubscribe = store.subscribe(follow);
    return () => {
      unsubscribe();
      release?.();
    };
  }, [store]);

  return (
    <section
      aria-label={t('schedule:editorLabel')}
      className={
        'flex h-[max(32rem,calc(100dvh-8.5rem))] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm lg:h-[max(32rem,calc(100dvh-6rem))]' +
        // Printed: the whole week on one landscape page, no frame (styles.css scales the grid).
        ' print:h-auto print:overflow-visible print:rounded-none print:border-0 print:shadow-none'
      }
    >
      <SkipToGrid viewport={elements.viewport} />
      <PrintHeadingLine timeZone={clock.timeZone} />
      {phone ? (
        <PhoneScheduleHeader
          weekId={weekId}
          week={view}
          isCurrentWeek={isCurrentWeek}
          onOpenPanel={() => setPanelOpen(true)}
          onWeekChange={(offset) => goToWeek(addDays(weekId, offset * 7))}
          onCurrentWeek={goToToday}
          onToday={() => {
            goToToday();
            scrollToMinutes(minutesInZone(new Date(), clock.timeZone));
          }}
          viewToggle={<PhoneViewToggle value={phoneView} onValueChange={setPhoneView} />}
        />
      ) : (
        <ScheduleHeader
          weekId={weekId}
          week={view}
          isCurrentWeek={isCurrentWeek}
          panelOpen={panelOpen}
          onTogglePanel={() => setPanelOpen(!panelOpen)}
          onWeekChange={(offset) => goToWeek(addDays(weekId, offset * 7))}
          onCurrentWeek={() => goToWeek(clock.currentWeekId)}
          onToday={() => {
            goToWeek(clock.currentWeekId);
            scrollToMinutes(minutesInZone(new Date(), clock.timeZone));
          }}
        />
      )}
      {/* On wide screens the week's unfilled time sits on the zone line: the header's one row is full. */}
      <ZoneLine>{phone ? null : <UnfilledHeader week={view} />}</ZoneLine>
      {view?.isPast ? <p className={NOTICE}>{t('schedule:pastWeek')}</p> : null}
      {view && !view.isPast && access.access && !mayEdit.allowed ? (
        <p className={NOTICE}>{mayEdit.reason}</p>
      ) : null}
      {view?.hasOverlaps ? <OverlapBanner /> : null}
      <DjClashBanner lines={clashLines} />
      {week.isError && !loaded ? (
        <div className="space-y-3 border-b border-slate-200 p-4">
          <ErrorBox detail={errorMessage(week.error)}>
            {t('schedule:error.loadWeek', { week: weekId })}
          </ErrorBox>
          <Button variant="secondary" size="sm" onClick={() => void week.refetch()}>
            {t('schedule:tryAgain')}
          </Button>
        </div>
      ) : null}
      {!loaded && !week.isError ? (
        <p
          role="status"
          className="flex items-center gap-2 border-b border-slate-200 px-4 py-2 text-sm text-slate-600"
        >
          <Spinner /> {t('schedule:loadingWeek')}
        </p>
      ) : null}
      <ScheduleBoard
        weekId={weekId}
        week={view}
        editable={editable}
        lockedReason={
          view?.isPast ? t('schedule:pastWeek') : mayEdit.allowed ? null : (mayEdit.reason ?? null)
        }
        clock={clock}
        todayIndex={todayIndex}
        panelOpen={panelOpen}
        onPanelOpenChange={setPanelOpen}
        elements={elements}
        store={store}
        announcer={announcer}
        phone={phone}
        layout={layout}
        agendaDay={agendaDay}
        onAgendaStep={stepAgendaDay}
        onAgendaPick={(day) => setAgenda({ weekId, day })}
      />
      <LiveRegion announcer={announcer} />
    </section>
  );
}
