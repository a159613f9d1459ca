import { DAY_NAMES, type CivilDate } from '../schedule/week';

/**
 * Every text of fill-in requests (issue 33, decision 0066): the server's refusals, the activity
 * sentences, the e-mails and the policy's labels. The Fill-ins page takes its words from here too.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const partsOf = (date: CivilDate) => date.split('-').map(Number) as [number, number, number];

/** "12 Jan": a date without its weekday ("weeks of 6 Dec – 24 Jan"). */
export function dayMonthLabel(date: CivilDate): string {
  const [, m, d] = partsOf(date);
  return `${d} ${MONTHS[m - 1]}`;
}

/** "Tue": a date's weekday, short. */
export function weekdayLabel(date: CivilDate): string {
  const [y, m, d] = partsOf(date);
  return DAY_NAMES[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!.slice(0, 3);
}

/** "Tue 12 Jan": the airing's date as the activity log and e-mails name it. */
export function fillInDateLabel(date: CivilDate): string {
  return `${weekdayLabel(date)} ${dayMonthLabel(date)}`;
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
  tooManyOpen: (limit: number) =>
    `You have ${limit} fill-in requests waiting: withdraw some, or wait for them to be taken, before asking again`,
  requestChanged: 'This request changed since you opened it: look again before deciding',
  takerGone: 'The member who took it can no longer take it: decline it',
  takerOnAir: (name: string) =>
    `${name} is now on another show at that time: decline this take, or change that show first`,
  hostsChangedSinceTake:
    "A station manager changed this airing's hosts since you took it, so it cannot be given back: ask a station manager",
  tooManyAsks:
    'You have asked for many fill-ins in the last hour: wait a while before asking again',
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

export type MailAiring = Airing & {
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
  /** To the asker and the managers: someone took it (or a manager approved their take). */
  taken: (a: MailAiring, takerName: string, forName: string) => ({
    subject: `${takerName} is taking ${a.showName} on ${fillInDateLabel(a.date)}`,
    lines: [
      `${takerName} took ${a.showName} at ${a.station} for ${forName}.`,
      `When: ${a.when}`,
      `See it here: ${a.url}`,
    ],
  }),
  /** To the managers under "A manager approves each fill-in": a take waits for them. */
  pending: (a: MailAiring, takerName: string) => ({
    subject: `Approve a fill-in: ${takerName} for ${a.showName} on ${fillInDateLabel(a.date)}`,
    lines: [
      `${takerName} offered to take ${a.showName} at ${a.station}. It waits for a station manager to approve or decline it.`,
      `When: ${a.when}`,
      `Approve or decline it here: ${a.url}`,
    ],
  }),
  /** To the member whose take a manager declined: the request is open again. */
  declined: (a: MailAiring) => ({
    subject: `Fill-in declined: ${a.showName} on ${fillInDateLabel(a.date)}`,
    lines: [
      `A station manager declined your offer to take ${a.showName} at ${a.station}. The request is open again; the show stays with its hosts.`,
      `When: ${a.when}`,
      `See it here: ${a.url}`,
    ],
  }),
} as const;

/** What each action on a request is called, on its buttons and in its toasts. */
export const FILL_IN_ACTION_LABELS = {
  take: 'Take this show',
  withdraw: 'Withdraw',
  'give-back': 'Give it back',
  approve: 'Approve',
  decline: 'Decline',
} as const;
export type FillInAction = keyof typeof FILL_IN_ACTION_LABELS;

/** Why the reader cannot take an open request, as its page says it (eligibility.ts's reasons). */
export const FILL_IN_CANNOT_TAKE = {
  started: 'This airing has already started.',
  'not-a-dj': 'Only members linked to a DJ entry can take fill-ins.',
  suspended: 'Your account is not active.',
  'inactive-dj': 'Your DJ entry is not active.',
  'not-a-fill-in-host': "This show's fill-in hosts are named; you are not one of them.",
  host: 'You already host this airing.',
  away: 'You are away then.',
  'on-air': 'You are on another show then.',
  'pending-elsewhere': 'You offered to take another show at that time; it waits for approval.',
} as const;

/** The Fill-ins page, a request's page and the ask dialogs. */
export const FILL_IN_TEXTS = {
  title: 'Fill-ins',
  subtitle: 'Shows that need someone to step in, and the ones you asked for.',
  views: { 'can-take': 'You can take', mine: 'You asked for', all: 'All requests' },
  empty: {
    'can-take':
      'Nothing to take right now. When a DJ asks for a fill-in you can take, it shows here.',
    mine: 'You have not asked for a fill-in. Ask from a show’s menu on the schedule or in My Shows.',
    all: 'No fill-in requests yet.',
  },
  notLinkedTitle: 'Your account is not linked to a DJ entry',
  loading: 'Loading fill-ins...',
  /** "You can take" past its first weeks. */
  more: 'Show later ones',
  loadingMore: 'Loading...',
  loadFailed: 'Failed to load the fill-ins',
  requestLoadFailed: 'Failed to load this fill-in request',
  back: 'All fill-ins',
  hosts: 'Hosts',
  askedBy: 'Asked by',
  takenBy: (state: 'taken' | 'pending-approval') => (state === 'taken' ? 'Taken by' : 'Offered by'),
  note: 'Note',
  when: 'When',
  escalated: 'Close to airtime',
  escalatedHint: 'Still open close to its airtime: station managers were told.',
  openInSchedule: 'Open in schedule',
  stationTime: (zone: string) => `Station time (${zone})`,
  cannotTake: 'You cannot take this one',
  done: {
    take: 'You took this show',
    pending: 'Your offer waits for a station manager',
    withdraw: 'Request withdrawn',
    'give-back': 'You gave it back; it is open again',
    approve: 'Fill-in approved',
    decline: 'Fill-in declined; it is open again',
  },
  failed: 'That did not work',
  askTitle: 'Ask for a fill-in',
  askItem: 'Ask for a fill-in',
  askLead: (show: string, when: string) =>
    `${show}, ${when}. Every DJ who can take it gets an e-mail with a link; the first to take it hosts that date.`,
  askNoteLabel: 'Note (optional)',
  askNoteHint: 'Shown in the e-mail and on the request, e.g. what the show needs.',
  askSubmit: 'Ask for a fill-in',
  asked: 'Fill-in asked for',
  askedDetail: 'Eligible DJs were e-mailed. Follow it on the Fill-ins page.',
  askFailed: 'Could not ask for a fill-in',
  away: {
    ask: (n: number) =>
      n === 1
        ? 'Ask for a fill-in for the airing while you’re away'
        : `Ask for fill-ins for the ${n} airings while you’re away`,
    askFor: (n: number, name: string) =>
      n === 1
        ? `Ask for a fill-in for ${name}’s airing in this period`
        : `Ask for fill-ins for ${name}’s ${n} airings in this period`,
    allAsked: (n: number) =>
      n === 1 ? 'Its airing has a fill-in request' : `All ${n} airings have fill-in requests`,
    made: (made: number, skipped: number) =>
      `${made === 1 ? '1 request' : `${made} requests`} made` +
      (skipped > 0 ? `; ${skipped} skipped (already asked for or started)` : ''),
    failed: 'Could not ask for fill-ins',
  },
  dashboard: {
    title: 'Open fill-ins',
    link: 'See fill-ins',
    escalated: (n: number) => `${n} close to airtime`,
    weekMark: (n: number) => (n === 1 ? '1 open fill-in' : `${n} open fill-ins`),
  },
} as const;
