import type { NoticeWords } from '../../../shared/notifications/notice-words';
import type { CivilDate } from '../../../shared/schedule/week';

/** The airing a letter tells of, as one reader reads it. */
export type MailAiring = {
  showName: string;
  date: CivilDate;
  station: string;
  /** "Tue 12 Jan, 10:00–11:00 (America/New_York)", in the reader's zone then the station's. */
  when: string;
  note: string | null;
  url: string;
};

export type Letter = { subject: string; lines: string[] };

/** The airing's fields most letters name, in the reader's words. */
const named = (a: MailAiring, w: NoticeWords) => ({
  show: a.showName,
  date: w.date(a.date),
  station: a.station,
});

const whenLine = (a: MailAiring, w: NoticeWords) =>
  w.t('fillInsServer:letter.when', { when: a.when });
const noteLines = (a: MailAiring, w: NoticeWords) =>
  a.note ? [w.t('fillInsServer:letter.note', { note: a.note })] : [];
const seeIt = (a: MailAiring, w: NoticeWords) => w.t('fillInsServer:letter.seeIt', { url: a.url });

/**
 * The e-mails of fill-ins (issue 33, decision 0066), each in its reader's language (decision
 * 0074, "E-mails in the recipient's language"): subject and plain text (the HTML is built from
 * the same lines).
 */
export const FILL_IN_LETTERS = {
  opened: (a: MailAiring, w: NoticeWords, askerName: string): Letter => ({
    subject: w.t('fillInsServer:letter.opened.subject', named(a, w)),
    lines: [
      w.t('fillInsServer:letter.opened.lead', { ...named(a, w), asker: askerName }),
      whenLine(a, w),
      ...noteLines(a, w),
      w.t('fillInsServer:letter.opened.link', { url: a.url }),
    ],
  }),
  escalated: (a: MailAiring, w: NoticeWords): Letter => ({
    subject: w.t('fillInsServer:letter.escalated.subject', named(a, w)),
    lines: [
      w.t('fillInsServer:letter.escalated.lead', named(a, w)),
      whenLine(a, w),
      ...noteLines(a, w),
      seeIt(a, w),
    ],
  }),
  /** To the asker and the taker: the airing was moved, removed or its series changed. */
  airingChanged: (a: MailAiring, w: NoticeWords): Letter => ({
    subject: w.t('fillInsServer:letter.airingChanged.subject', named(a, w)),
    lines: [
      w.t('fillInsServer:letter.airingChanged.lead', named(a, w)),
      w.t('fillInsServer:letter.airingChanged.was', { when: a.when }),
      w.t('fillInsServer:letter.airingChanged.link', { url: a.url }),
    ],
  }),
  /** To the asker and the managers: someone took it (or a manager approved their take). */
  taken: (a: MailAiring, w: NoticeWords, takerName: string, forName: string): Letter => ({
    subject: w.t('fillInsServer:letter.taken.subject', { ...named(a, w), taker: takerName }),
    lines: [
      w.t('fillInsServer:letter.taken.lead', { ...named(a, w), taker: takerName, forName }),
      whenLine(a, w),
      seeIt(a, w),
    ],
  }),
  /** To the managers under "A manager approves each fill-in": a take waits for them. */
  pending: (a: MailAiring, w: NoticeWords, takerName: string): Letter => ({
    subject: w.t('fillInsServer:letter.pending.subject', { ...named(a, w), taker: takerName }),
    lines: [
      w.t('fillInsServer:letter.pending.lead', { ...named(a, w), taker: takerName }),
      whenLine(a, w),
      w.t('fillInsServer:letter.pending.link', { url: a.url }),
    ],
  }),
  /** To the member whose take a manager declined: the request is open again. */
  declined: (a: MailAiring, w: NoticeWords): Letter => ({
    subject: w.t('fillInsServer:letter.declined.subject', named(a, w)),
    lines: [w.t('fillInsServer:letter.declined.lead', named(a, w)), whenLine(a, w), seeIt(a, w)],
  }),
};
