import { useEffect } from 'react';
import type { ChangeActor } from '../../../../shared/realtime/change-event';
import { useToast } from '../../../components/ui/toast/toast-context';
import { useLanguage } from '../../../i18n/language-context';
import { useSignedInUser } from '../../../lib/auth-context';
import { listenToChanges } from '../../../lib/change-announcements';
import { fetchWeekActivity } from '../api/activity-api';

/**
 * Tells the user when a colleague changes the week on screen, naming them: "Morgan moved Jazz
 * Hour from Tue 10:00 to Wed 11:00" from the week's history, or "Morgan changed this week" when
 * the entry cannot be read. Never for the user's own changes (made here or in another tab).
 */
export function useColleagueChangeNotice(weekId: string) {
  const me = useSignedInUser().id;
  const toast = useToast();
  const language = useLanguage();
  useEffect(() => {
    let stopped = false;
    // The newest entry already told, so a burst of changes tells each entry once.
    let lastTold = 0;
    const busy = new Set<string>();

    /** `sure`: the change was to this week; else (a series) it may have been to another. */
    const tell = async (by: ChangeActor, sure: boolean) => {
      if (busy.has(by.id)) return;
      busy.add(by.id);
      // The notice's words come with the first colleague's change, not the schedule's first paint.
      const words = import('../activity-words').then((m) => m.loadActivityWords(language));
      words.catch(() => undefined);
      const plain = async () => {
        const { t } = await words;
        if (!stopped) toast.info(t('activity:notice.changedWeek', { name: by.name }));
      };
      try {
        const page = await fetchWeekActivity(weekId, null, undefined, 10);
        const fresh = page.entries.filter(
          (entry) => entry.actorId === by.id && Number(entry.id) > lastTold,
        );
        if (stopped) return;
        if (fresh.length === 0) {
          if (sure) await plain();
          return;
        }
        lastTold = Math.max(lastTold, ...fresh.map((entry) => Number(entry.id)));
        // The sentences of every kind of entry are fetched with the first colleague's change,
        // not with the schedule's first paint; if they cannot be, the plain notice is told.
        const [{ describeActivity }, said] = await Promise.all([
          import('../../../../shared/activity/describe-activity'),
          words,
        ]);
        if (stopped) return;
        toast.info(describeActivity(fresh[0]!, said));
      } catch {
        if (!stopped && sure) await plain().catch(() => undefined);
      } finally {
        busy.delete(by.id);
      }
    };

    // Entries older than opening the week were never news here.
    void fetchWeekActivity(weekId, null, undefined, 1)
      .then((page) => {
        const newest = page.entries[0];
        if (newest) lastTold = Math.max(lastTold, Number(newest.id));
      })
      .catch(() => undefined);

    const stop = listenToChanges((changes) => {
      const colleagues = new Map<string, { by: ChangeActor; sure: boolean }>();
      for (const change of changes) {
        const here = change.kind === 'week' && change.weekStartDate === weekId;
        // A series made or ended reaches many weeks; its entry is in the week it was made in.
        if (!here && change.kind !== 'weeks') continue;
        if (!change.by || change.by.id === me) continue;
        const sure = here || colleagues.get(change.by.id)?.sure === true;
        colleagues.set(change.by.id, { by: change.by, sure });
      }
      for (const { by, sure } of colleagues.values()) void tell(by, sure);
    });
    return () => {
      stopped = true;
      stop();
    };
  }, [weekId, me, toast, language]);
}
