import { DAY_NAMES, type CivilDate } from '../schedule/week';

/**
 * The fill-in texts not yet in a catalog (issue 33, decision 0066): the activity sentences, the
 * policy's labels, Station Settings' fill-in section and the ask item of a show's menu. The
 * Fill-ins page, the server's refusals and the e-mails read the `fillIns` and `fillInsServer`
 * catalogs (decision 0074).
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const partsOf = (date: CivilDate) => date.split('-').map(Number) as [number, number, number];

/** "12 Jan": a date without its weekday ("weeks of 6 Dec – 24 Jan"). */
function dayMonthLabel(date: CivilDate): string {
  const [, m, d] = partsOf(date);
  return `${d} ${MONTHS[m - 1]}`;
}

/** "Tue": a date's weekday, short. */
function weekdayLabel(date: CivilDate): string {
  const [y, m, d] = partsOf(date);
  return DAY_NAMES[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!.slice(0, 3);
}

/** "Tue 12 Jan": the airing's date as the activity log and e-mails name it. */
export function fillInDateLabel(date: CivilDate): string {
  return `${weekdayLabel(date)} ${dayMonthLabel(date)}`;
}

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

/** The fill-in texts other screens still read: the ask item of a show's menu, Station Settings. */
export const FILL_IN_TEXTS = {
  askItem: 'Ask for a fill-in',
} as const;
