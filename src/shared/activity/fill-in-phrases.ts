import { DAY_NAMES, type CivilDate } from '../schedule/week';

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

type Details = Record<string, unknown>;

const text = (d: Details, key: string): string =>
  typeof d[key] === 'string' ? (d[key] as string) : '';
const airing = (d: Details) => ({ showName: text(d, 'show') || 'a show', date: text(d, 'date') });

/** What fill-in changes did, after the actor's name (src/server/features/fill-ins records them). */
export const FILL_IN_PHRASES: Record<string, (d: Details) => string> = {
  'fillin.ask': (d) => FILL_IN_ACTIVITY.ask(airing(d)),
  'fillin.withdraw': (d) => FILL_IN_ACTIVITY.withdraw(airing(d)),
  'fillin.take': (d) => FILL_IN_ACTIVITY.take(airing(d), text(d, 'for') || 'its host'),
  'fillin.takePending': (d) => FILL_IN_ACTIVITY.takePending(airing(d)),
  'fillin.approve': (d) => FILL_IN_ACTIVITY.approve(airing(d), text(d, 'taker')),
  'fillin.decline': (d) => FILL_IN_ACTIVITY.decline(airing(d), text(d, 'taker')),
  'fillin.giveBack': (d) => FILL_IN_ACTIVITY.giveBack(airing(d)),
};
