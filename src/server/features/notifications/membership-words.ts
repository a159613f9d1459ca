import { DEFAULT_ROLE, STATION_MANAGER_ROLE } from '../../../shared/constants/limits';
import type { NoticeWords } from '../../../shared/notifications/notice-words';
import { VIEWER_ROLE } from '../../../shared/team/roles';

/** A notice's words: its title and its lines, in one reader's language. */
type NoticeText = { title: string; lines: string[] };

/** A role as the reader's language names it (the Team page's words); another as stored. */
function roleIn(w: NoticeWords, role: string): string {
  if (role === STATION_MANAGER_ROLE) return w.t('shell:role.manager');
  if (role === DEFAULT_ROLE) return w.t('shell:role.dj');
  if (role === VIEWER_ROLE) return w.t('team:role.viewer');
  return role;
}

/**
 * The membership notices (decision 0074, "E-mails in the recipient's language"): the applicant
 * hears of a decision, managers of an account waiting and of an invitation accepted, each in the
 * reader's language, the role named in it too.
 */
export const MEMBERSHIP_WORDS = {
  approved: (w: NoticeWords, station: string, role: string): NoticeText => ({
    title: w.t('team:notice.approved.title', { station }),
    lines: [w.t('team:notice.approved.line', { station, role: roleIn(w, role) })],
  }),
  declined: (w: NoticeWords, station: string): NoticeText => ({
    title: w.t('team:notice.declined.title', { station }),
    lines: [w.t('team:notice.declined.line', { station })],
  }),
  waiting: (w: NoticeWords, station: string, who: string): NoticeText => ({
    title: w.t('team:notice.waiting.title'),
    lines: [w.t('team:notice.waiting.line', { who, station }), w.t('team:notice.waiting.next')],
  }),
  joined: (w: NoticeWords, station: string, who: string, role: string): NoticeText => ({
    title: w.t('team:notice.joined.title', { who, station }),
    lines: [w.t('team:notice.joined.line', { who, station, role: roleIn(w, role) })],
  }),
};
