import CalendarOff from 'lucide-react/icons/calendar-off';
import CalendarSync from 'lucide-react/icons/calendar-sync';
import Link2Off from 'lucide-react/icons/link-2-off';
import Repeat from 'lucide-react/icons/repeat';
import { useState } from 'react';
import { Link } from 'wouter';
import { MY_SHOWS_WEEKS, type MyShow } from '../../../../shared/team/my-shows';
import { useCalendarWords } from '../../../i18n/calendar-words';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { LoadFailure, LoadingLine } from '../../../components/ui/load-states';
import { PageHeader } from '../../../components/ui/page-header';
import { useLanguage } from '../../../i18n/language-context';
import { myShows } from '../../../i18n/namespaces/my-shows';
import type { Translate } from '../../../i18n/translate';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-error';
import { useAccess } from '../../../lib/use-access';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MyAwaySection } from '../../away/components/my-away-section';
import { AskFillIn } from '../../fill-ins/components/ask-fill-in';
import { WeekStatusBadge } from '../../schedule/components/week-status-badge';
import { useMyShows } from '../api/use-my-shows';
import {
  airTimeLabel,
  dayLabel,
  groupMyShows,
  scheduleHref,
  type MyShowsWeek,
} from '../my-shows-view';
import { useClock } from '../../../lib/use-clock';

/** Where "only my shows" feeds are made: the Calendar Feeds section, that scope chosen. */
const FEED_HREF = '/profile?tab=calendar-feeds&scope=mine';

/** My Shows: the member's own upcoming shows, grouped by week and day, in station time. */
export function MyShowsPage() {
  const t = useT(myShows);
  const language = useLanguage();
  useDocumentTitle(t('myShows:title'));
  const query = useMyShows();
  const clock = useClock();
  const answer = query.data;
  const [asking, setAsking] = useState<MyShow | null>(null);
  // A viewer linked to a DJ entry sees their shows but may not ask (the server refuses it).
  const mayAsk = useAccess().access?.role !== 'Viewer';

  let body;
  if (query.isError && !answer) {
    body = (
      <LoadFailure
        title={t('myShows:loadFailed')}
        detail={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (!answer) {
    body = <LoadingLine text={t('myShows:loading')} />;
  } else if (!answer.linked) {
    body = (
      <EmptyPanel icon={Link2Off} title={t('myShows:notLinkedTitle')}>
        {t('myShows:notLinked')}
      </EmptyPanel>
    );
  } else if (answer.shows.length === 0) {
    body = (
      <EmptyPanel icon={CalendarOff} title={t('myShows:noneTitle')}>
        {t('myShows:noneUpcoming')}
      </EmptyPanel>
    );
  } else {
    body = (
      <div className="space-y-6">
        {groupMyShows(answer.shows, (show) => dayLabel(t, language, show)).map((week) => (
          <WeekSection
            key={week.weekId}
            week={week}
            timeZone={answer.timeZone}
            onAsk={mayAsk ? setAsking : undefined}
          />
        ))}
      </div>
    );
  }

  return (
    <div className="space-y-8">
      <PageHeader
        title={t('myShows:title')}
        subtitle={
          answer
            ? t('myShows:subtitleZone', { weeks: MY_SHOWS_WEEKS.default, zone: answer.timeZone })
            : t('myShows:subtitle', { weeks: MY_SHOWS_WEEKS.default })
        }
        actions={
          answer?.linked ? (
            <Link href={FEED_HREF} className={buttonClasses('secondary')}>
              <CalendarSync aria-hidden className="size-4" />
              {t('myShows:feedLink')}
            </Link>
          ) : null
        }
      />
      <MyAwaySection />
      {body}
      {asking ? (
        <AskFillIn
          open
          airing={{
            showName: asking.showName,
            when: `${dayLabel(t, language, asking)}, ${airTimeLabel(t, asking, clock)}`,
            ref: asking.airing,
          }}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </div>
  );
}

type Ask = (show: MyShow) => void;

function WeekSection({
  week,
  timeZone,
  onAsk,
}: {
  week: MyShowsWeek;
  timeZone: string;
  onAsk?: Ask;
}) {
  const t = useT(myShows);
  const headingId = `my-week-${week.weekId}`;
  const range = useCalendarWords().weekRange(week.weekId);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {t('myShows:weekOf', { range })}
          </h2>
          <WeekStatusBadge status={week.status} />
        </div>
        <Link
          href={scheduleHref(week.weekId)}
          className={buttonClasses('link')}
          aria-label={t('myShows:openWeekLabel', { range })}
        >
          {t('myShows:openWeek')}
        </Link>
      </div>
      <div className="mt-4 space-y-4">
        {week.days.map((day) => (
          <div key={day.date}>
            <h3 className="text-sm font-medium text-slate-600">{day.label}</h3>
            <ul className="mt-2 divide-y divide-slate-100" aria-label={day.label}>
              {day.shows.map((show) => (
                <ShowRow key={show.id} show={show} timeZone={timeZone} onAsk={onAsk} />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

function ShowRow({ show, timeZone, onAsk }: { show: MyShow; timeZone: string; onAsk?: Ask }) {
  const t = useT(myShows);
  const clock = useClock();
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
      <div className="min-w-0">
        <p
          title={show.showName}
          className="line-clamp-2 font-medium [overflow-wrap:anywhere] text-slate-900"
        >
          {show.showName}
        </p>
        <p className="text-sm text-slate-600">
          <time dateTime={`${show.date}T${show.startTime}`}>{airTimeLabel(t, show, clock)}</time>{' '}
          <span className="text-slate-500">({timeZone})</span>
        </p>
        {show.fillIn ? <FillInLine t={t} show={show} fillIn={show.fillIn} /> : null}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {show.recurring ? (
          <Badge className="bg-violet-50 text-violet-700 ring-violet-200">
            <Repeat aria-hidden className="size-3" />
            {t('myShows:recurring')}
          </Badge>
        ) : null}
        <Link
          href={scheduleHref(show.weekId)}
          className={buttonClasses('link', 'sm')}
          aria-label={t('myShows:openInScheduleLabel', { show: show.showName, date: show.date })}
        >
          {t('myShows:openInSchedule')}
        </Link>
        {show.fillIn || !onAsk ? null : (
          // A handed-over airing has its request already: the server would refuse a second; a
          // viewer reads only.
          <Button
            variant="link"
            size="sm"
            aria-label={t('myShows:askLabel', { show: show.showName, date: show.date })}
            onClick={() => onAsk(show)}
          >
            {t('myShows:ask')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** "You fill in for Alex" on the taker's, "Handed over to Sam (fill-in)" on the host's (0068). */
function FillInLine({
  t,
  show,
  fillIn,
}: {
  t: Translate<'myShows'>;
  show: MyShow;
  fillIn: NonNullable<MyShow['fillIn']>;
}) {
  let line;
  if (fillIn.as !== 'taker') line = t('myShows:handedOverTo', { names: show.djNames.join(', ') });
  else if (fillIn.forHosts.length > 0)
    line = t('myShows:fillingInFor', { names: fillIn.forHosts.join(', ') });
  else line = t('myShows:fillingIn');
  return <p className="text-sm font-medium text-amber-800">{line}</p>;
}
