import { useEffect, useState } from 'react';
import type { ActivityEntryView } from '../../../../shared/activity/activity-entry';
import { describeAction, relativeTime } from '../../../../shared/activity/describe-activity';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format-date';
import { ActorName } from './actor-name';
import { useClock } from '../../../lib/use-clock';
import { useActivityWords } from '../activity-words';

/** The time, refreshed every minute, so "3 min ago" moves on while the list is open. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

type ActivityListProps = {
  entries: readonly ActivityEntryView[];
  /** The reader's zone (useViewerZone), for "yesterday" and the exact time beside it. */
  timeZone: string;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Shown beside each sentence, e.g. the week an entry belongs to on the station-wide page. */
  extra?: (entry: ActivityEntryView) => string | null;
};

/**
 * Entries as sentences, newest first: "Morgan moved Jazz Hour from Tue 10:00 to Wed 11:00, 3 min
 * ago · Nov 24, 2026, 10:05 EST": how long ago, then the exact time in the reader's zone with its
 * abbreviation (the slots in the sentence are station time, so the zone must be said), and
 * "Load more". For managers the actor's name shows their account's e-mail on hover and focus.
 */
export function ActivityList({
  entries,
  timeZone,
  hasMore,
  loadingMore,
  onLoadMore,
  extra,
}: ActivityListProps) {
  const now = useMinuteClock();
  const clock = useClock();
  const words = useActivityWords();
  return (
    <div className="space-y-4">
      <ol className="divide-y divide-slate-100">
        {entries.map((entry) => {
          const note = extra?.(entry);
          const relative = relativeTime(entry.at, now, timeZone, words);
          const exact = formatDateTime(entry.at, timeZone, clock, words.language);
          return (
            <li key={entry.id} className="py-3 text-sm break-words text-slate-800">
              <span>
                <ActorName entry={entry} /> {describeAction(entry, words)}
              </span>
              <span className="text-slate-500">
                ,{' '}
                <time dateTime={entry.at}>
                  {/* Past a week "how long ago" is the date itself, which the exact time
                      already starts with: say it once. */}
                  {exact.startsWith(relative) ? exact : `${relative} · ${exact}`}
                </time>
              </span>
              {note ? <span className="mt-0.5 block text-xs text-slate-500">{note}</span> : null}
            </li>
          );
        })}
      </ol>
      {hasMore ? (
        <Button variant="secondary" size="sm" onClick={onLoadMore} disabled={loadingMore}>
          {loadingMore ? words.t('activity:list.loadingMore') : words.t('activity:list.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
