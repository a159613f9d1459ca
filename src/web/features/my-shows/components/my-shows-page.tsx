import CalendarOff from 'lucide-react/icons/calendar-off';
import CalendarSync from 'lucide-react/icons/calendar-sync';
import Link2Off from 'lucide-react/icons/link-2-off';
import Repeat from 'lucide-react/icons/repeat';
import { useState } from 'react';
import { Link } from 'wouter';
import { FILL_IN_TEXTS } from '../../../../shared/messages/fill-ins';
import { MY_SHOWS_MESSAGES, MY_SHOWS_WEEKS, type MyShow } from '../../../../shared/team/my-shows';
import { weekRangeLabel } from '../../../../shared/schedule/week';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { LoadFailure, LoadingLine } from '../../../components/ui/load-states';
import { PageHeader } from '../../../components/ui/page-header';
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
import { fillingInFor, handedOverTo } from '../../../../shared/messages/fill-in-marks';
import { useClock } from '../../../lib/use-clock';

export const MY_SHOWS_TEXTS = {
  title: 'My Shows',
  subtitle: `Your upcoming shows on the schedule over the next ${MY_SHOWS_WEEKS.default} weeks.`,
  loading: 'Loading your shows...',
  loadFailed: 'Failed to load your shows',
  notLinkedTitle: 'Your account is not linked to a DJ entry',
  noneTitle: 'No upcoming shows',
  feedLink: 'Calendar feed of my shows',
} as const;

/** Where "only my shows" feeds are made: the Calendar Feeds section, that scope chosen. */
const FEED_HREF = '/profile?tab=calendar-feeds&scope=mine';

/** My Shows: the member's own upcoming shows, grouped by week and day, in station time. */
export function MyShowsPage() {
  useDocumentTitle(MY_SHOWS_TEXTS.title);
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
        title={MY_SHOWS_TEXTS.loadFailed}
        detail={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (!answer) {
    body = <LoadingLine text={MY_SHOWS_TEXTS.loading} />;
  } else if (!answer.linked) {
    body = (
      <EmptyPanel icon={Link2Off} title={MY_SHOWS_TEXTS.notLinkedTitle}>
        {MY_SHOWS_MESSAGES.notLinked}
      </EmptyPanel>
    );
  } else if (answer.shows.length === 0) {
    body = (
      <EmptyPanel icon={CalendarOff} title={MY_SHOWS_TEXTS.noneTitle}>
        {MY_SHOWS_MESSAGES.noneUpcoming}
      </EmptyPanel>
    );
  } else {
    body = (
      <div className="space-y-6">
        {groupMyShows(answer.shows).map((week) => (
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
        title={MY_SHOWS_TEXTS.title}
        subtitle={
          answer
            ? `${MY_SHOWS_TEXTS.subtitle} Times are station time (${answer.timeZone}).`
            : MY_SHOWS_TEXTS.subtitle
        }
        actions={
          answer?.linked ? (
            <Link href={FEED_HREF} className={buttonClasses('secondary')}>
              <CalendarSync aria-hidden className="size-4" />
              {MY_SHOWS_TEXTS.feedLink}
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
            when: `${dayLabel(asking)}, ${airTimeLabel(asking, clock)}`,
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
  const headingId = `my-week-${week.weekId}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            Week of {weekRangeLabel(week.weekId)}
          </h2>
          <WeekStatusBadge status={week.status} />
        </div>
        <Link
          href={scheduleHref(week.weekId)}
          className={buttonClasses('link')}
          aria-label={`Open the week of ${weekRangeLabel(week.weekId)} in the schedule`}
        >
          Open week
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
          <time dateTime={`${show.date}T${show.startTime}`}>{airTimeLabel(show, clock)}</time>{' '}
          <span className="text-slate-500">({timeZone})</span>
        </p>
        {show.fillIn ? <FillInLine show={show} fillIn={show.fillIn} /> : null}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {show.recurring ? (
          <Badge className="bg-violet-50 text-violet-700 ring-violet-200">
            <Repeat aria-hidden className="size-3" />
            Recurring
          </Badge>
        ) : null}
        <Link
          href={scheduleHref(show.weekId)}
          className={buttonClasses('link', 'sm')}
          aria-label={`Open ${show.showName} on ${show.date} in the schedule`}
        >
          Open in schedule
        </Link>
        {show.fillIn || !onAsk ? null : (
          // A handed-over airing has its request already: the server would refuse a second; a
          // viewer reads only.
          <Button
            variant="link"
            size="sm"
            aria-label={`${FILL_IN_TEXTS.askItem}: ${show.showName} on ${show.date}`}
            onClick={() => onAsk(show)}
          >
            {FILL_IN_TEXTS.askItem}
          </Button>
        )}
      </div>
    </li>
  );
}

/** "You fill in for Alex" on the taker's, "Handed over to Sam (fill-in)" on the host's (0068). */
function FillInLine({ show, fillIn }: { show: MyShow; fillIn: NonNullable<MyShow['fillIn']> }) {
  return (
    <p className="text-sm font-medium text-amber-800">
      {fillIn.as === 'taker' ? fillingInFor(fillIn.forHosts) : handedOverTo(show.djNames)}
    </p>
  );
}
