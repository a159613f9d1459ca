import type { CivilDate } from '../schedule/week';
import { airingDate, type ActivityKey, type ActivityWords } from './activity-words';

/** "Tue 12 Jan": the airing's date as the English activity log and journeys name it. */
export function fillInDateLabel(date: CivilDate): string {
  return airingDate('en', date);
}

type Details = Record<string, unknown>;

const text = (d: Details, key: string): string =>
  typeof d[key] === 'string' ? (d[key] as string) : '';
/** The show and its airing's date, as every fill-in sentence names them. */
const airing = (d: Details, { t, language }: ActivityWords) => ({
  show: text(d, 'show') || t('activity:aShow'),
  date: airingDate(language, text(d, 'date')),
});
const say =
  (key: ActivityKey, more?: (d: Details, words: ActivityWords) => Record<string, string>) =>
  (d: Details, words: ActivityWords) =>
    words.t(key, { ...airing(d, words), ...more?.(d, words) });

/**
 * What fill-in changes did, after the actor's name ("Sam took Jazz Hour on Tue 12 Jan for
 * Alex"); src/server/features/fill-ins records them.
 */
export const FILL_IN_PHRASES: Record<string, (d: Details, words: ActivityWords) => string> = {
  'fillin.ask': say('activity:fillIn.ask'),
  'fillin.withdraw': say('activity:fillIn.withdraw'),
  'fillin.take': say('activity:fillIn.take', (d, { t }) => ({
    for: text(d, 'for') || t('activity:fillIn.itsHost'),
  })),
  'fillin.takePending': say('activity:fillIn.takePending'),
  'fillin.approve': say('activity:fillIn.approve', (d) => ({ taker: text(d, 'taker') })),
  'fillin.decline': say('activity:fillIn.decline', (d) => ({ taker: text(d, 'taker') })),
  'fillin.giveBack': say('activity:fillIn.giveBack'),
};
