import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/i18n/languages';
import { isTimeFormat, type TimeFormat } from '../../shared/i18n/time-format';
import type { Database } from '../db/connection';
import { profiles, stationSettings } from '../db/schema';
import { noticeWordsFor, type NoticeWords } from '../../shared/notifications/notice-words';

type Reader = Pick<Database, 'select'>;

/** The station's language (Station Settings → Station language), English when none is stored. */
export async function readStationLanguage(db: Reader): Promise<Language> {
  const [row] = await db
    .select({ language: stationSettings.stationLanguage })
    .from(stationSettings)
    .where(eq(stationSettings.id, true));
  return isLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE;
}

/** What each person chose in Profile Settings: Language and Time format, null where none. */
async function readOwnChoices(
  db: Reader,
  userIds: readonly string[],
): Promise<Map<string, { language: Language | null; clock: TimeFormat | null }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: profiles.id, language: profiles.language, timeFormat: profiles.timeFormat })
    .from(profiles)
    .where(inArray(profiles.id, [...new Set(userIds)]));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        language: isLanguage(r.language) ? r.language : null,
        clock: isTimeFormat(r.timeFormat) ? r.timeFormat : null,
      },
    ]),
  );
}

/** Each person's own language (Profile Settings → Language), null where they chose none. */
export async function readOwnLanguages(
  db: Reader,
  userIds: readonly string[],
): Promise<Map<string, Language | null>> {
  const choices = await readOwnChoices(db, userIds);
  return new Map([...choices].map(([id, choice]) => [id, choice.language]));
}

/**
 * The language each person reads what is sent to them in (e-mails, notices): their own, else
 * the station's, else English. One read of the people's and, only when one chose none, one of
 * the station's.
 */
export async function readersLanguages(
  db: Reader,
  userIds: readonly string[],
): Promise<(userId: string) => Language> {
  const own = await readOwnLanguages(db, userIds);
  const needsStation = userIds.some((id) => !own.get(id));
  const station = needsStation ? await readStationLanguage(db) : DEFAULT_LANGUAGE;
  return (userId) => own.get(userId) ?? station;
}

/**
 * Each reader's words (their language's catalog and dates, their clock), loaded once per
 * language and clock. A reader who chose no clock reads 24 hours (decision 0076).
 */
export async function readersWords(
  db: Reader,
  userIds: readonly string[],
): Promise<(userId: string) => NoticeWords> {
  const own = await readOwnChoices(db, userIds);
  const needsStation = userIds.some((id) => !own.get(id)?.language);
  const station = needsStation ? await readStationLanguage(db) : DEFAULT_LANGUAGE;
  const choiceOf = (id: string) => ({
    language: own.get(id)?.language ?? station,
    clock: own.get(id)?.clock ?? '24h',
  });
  const keyOf = (id: string) => `${choiceOf(id).language} ${choiceOf(id).clock}`;
  const loaded = new Map(
    await Promise.all(
      [...new Set(userIds)].map(async (id) => {
        const { language, clock } = choiceOf(id);
        return [keyOf(id), await noticeWordsFor(language, clock)] as const;
      }),
    ),
  );
  return (userId) => loaded.get(keyOf(userId))!;
}

/**
 * The words to write to one address in: its account's language if it has one, else the
 * station's (an invited address, an account that chose none).
 */
export async function wordsForAddress(db: Reader, userId: string | null): Promise<NoticeWords> {
  const languageOf = await readersLanguages(db, userId ? [userId] : []);
  return noticeWordsFor(userId ? languageOf(userId) : await readStationLanguage(db));
}
