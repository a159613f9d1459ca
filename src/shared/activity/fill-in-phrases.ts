import { FILL_IN_ACTIVITY } from '../messages/fill-ins';

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
