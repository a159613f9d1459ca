import { DAY_NAMES, type CivilDate } from '../schedule/week';

/**
 * Every text of fill-in requests (issue 33, decision 0066): the server's refusals, the activity
 * sentences, the e-mails and the policy's labels. The Fill-ins page takes its words from here too.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Tue 12 Jan": the airing's date as the activity log and e-mails name it. */
export function fillInDateLabel(date: CivilDate): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = DAY_NAMES[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!.slice(0, 3);
  return `${weekday} ${d} ${MONTHS[m - 1]}`;
}

export const FILL_IN_MESSAGES = {
  notFound: 'This fill-in request does not exist',
  airingNotFound: 'This airing is not on the schedule',
  started: 'This airing has already started',
  alreadyAsked: 'A fill-in has already been asked for this airing',
  onlyHostOrManager: "Only the airing's host or a station manager can ask for a fill-in",
  onlyAskerOrManager: 'Only the member who asked or a station manager can withdraw this request',
  onlyManager: 'Only station managers can approve or decline a fill-in',
  onlyTaker: 'Only the member who took this fill-in can give it back',
  notOpen: 'This request is no longer open',
  notPending: 'This fill-in is not waiting for approval',
  notTaken: 'This fill-in has not been taken',
  alreadyTaken: (name: string) => `Already taken by ${name}`,
  notEligible: 'You cannot take this fill-in',
  airingChanged: 'The airing changed',
  notFilled: 'Not filled',
  noAwayAirings: 'None of your airings falls in this away period',
  awayNotFound: 'These away dates do not exist',
} as const;

/** What each state reads as on the Fill-ins page. */
export const FILL_IN_STATE_LABELS = {
  open: 'Open',
  'pending-approval': 'Waiting for approval',
  taken: 'Taken',
  withdrawn: 'Withdrawn',
  'not-filled': 'Not filled',
  'airing-changed': 'The airing changed',
} as const;

export const FILL_IN_POLICY_LABELS = {
  any: 'Any eligible DJ may take a fill-in',
  approval: 'A manager approves each fill-in',
} as const;

type Airing = { showName: string; date: CivilDate };

/** The activity log's sentences, after the actor's name ("Sam took Jazz Hour on Tue 12 Jan for Alex"). */
export const FILL_IN_ACTIVITY = {
  ask: (a: Airing) => `asked for a fill-in for ${a.showName} on ${fillInDateLabel(a.date)}`,
  withdraw: (a: Airing) =>
    `withdrew the fill-in request for ${a.showName} on ${fillInDateLabel(a.date)}`,
  take: (a: Airing, forName: string) =>
    `took ${a.showName} on ${fillInDateLabel(a.date)} for ${forName}`,
  takePending: (a: Airing) =>
    `offered to take ${a.showName} on ${fillInDateLabel(a.date)} (waiting for approval)`,
  approve: (a: Airing, takerName: string) =>
    `approved ${takerName} taking ${a.showName} on ${fillInDateLabel(a.date)}`,
  decline: (a: Airing, takerName: string) =>
    `declined ${takerName} taking ${a.showName} on ${fillInDateLabel(a.date)}`,
  giveBack: (a: Airing) => `gave back ${a.showName} on ${fillInDateLabel(a.date)}`,
} as const;

type MailAiring = Airing & {
  station: string;
  /** "Tue 12 Jan, 10:00–11:00 (America/New_York)", in the reader's zone then the station's. */
  when: string;
  note: string | null;
  url: string;
};

/** The e-mails of fill-ins: subject and plain text (the HTML is built from the same lines). */
export const FILL_IN_MAIL = {
  opened: (a: MailAiring, askerName: string) => ({
    subject: `Fill-in wanted: ${a.showName} on ${fillInDateLabel(a.date)}`,
    lines: [
      `${askerName} is looking for someone to take ${a.showName} at ${a.station}.`,
      `When: ${a.when}`,
      ...(a.note ? [`Note: ${a.note}`] : []),
      `Take it here: ${a.url}`,
    ],
  }),
  escalated: (a: MailAiring) => ({
    subject: `Nobody has taken ${a.showName} on ${fillInDateLabel(a.date)} yet`,
    lines: [
      `The fill-in request for ${a.showName} at ${a.station} is still open.`,
      `When: ${a.when}`,
      ...(a.note ? [`Note: ${a.note}`] : []),
      `See it here: ${a.url}`,
    ],
  }),
  /** To the asker and the taker: the airing was moved, removed or its series changed. */
  airingChanged: (a: MailAiring) => ({
    subject: `Fill-in closed: ${a.showName} on ${fillInDateLabel(a.date)} changed`,
    lines: [
      `${a.showName} at ${a.station} was moved, removed or its series changed, so its fill-in request is closed as "The airing changed".`,
      `It was: ${a.when}`,
      `Check the schedule and ask again if you still need someone: ${a.url}`,
    ],
  }),
} as const;
