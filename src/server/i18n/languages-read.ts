import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/i18n/languages';
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

/** Each person's own language (Profile Settings → Language), null where they chose none. */
export async function readOwnLanguages(
  db: Reader,
  userIds: readonly string[],
): Promise<Map<string, Language | null>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: profiles.id, language: profiles.language })
    .from(profiles)
    .where(inArray(profiles.id, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.id, isLanguage(r.language) ? r.language : null]));
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

/** Each reader's words (their language's catalog and dates), loaded once per language. */
export async function readersWords(
  db: Reader,
  userIds: readonly string[],
): Promise<(userId: string) => NoticeWords> {
  const languageOf = await readersLanguages(db, userIds);
  const languages = [...new Set(userIds.map(languageOf))];
  const loaded = new Map(
    await Promise.all(languages.map(async (l) => [l, await noticeWordsFor(l)] as const)),
  );
  return (userId) => loaded.get(languageOf(userId))!;
}

/**
 * The words to write to one address in: its account's language if it has one, else the
 * station's (an invited address, an account that chose none).
 */
export async function wordsForAddress(db: Reader, userId: string | null): Promise<NoticeWords> {
  const languageOf = await readersLanguages(db, userId ? [userId] : []);
  return noticeWordsFor(userId ? languageOf(userId) : await readStationLanguage(db));
}
