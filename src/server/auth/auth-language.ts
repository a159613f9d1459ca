import {
  DEFAULT_LANGUAGE,
  languageOfAcceptLanguage,
  type Language,
} from '../../shared/i18n/languages';
import type { LocalText } from '../../shared/i18n/local-text';
import { translatorFor } from '../../shared/i18n/translator';
import type { Database } from '../db/connection';
import { resolveValues } from '../i18n/english';
import { readOwnLanguages, readStationLanguage } from '../i18n/languages-read';

/**
 * The language of a refusal our hooks give on better-auth's routes (sign-up, sign-in), as
 * `requestLanguage` chooses it for the API (decision 0074, "Refusals and e-mails"): the account's
 * own when it is known, else the first of ours `Accept-Language` asks for, else the station's.
 * A read that fails says it in English.
 */
async function authLanguage(
  db: Database,
  headers: Headers | undefined,
  userId: string | null,
): Promise<Language> {
  if (userId) {
    const own = (await readOwnLanguages(db, [userId])).get(userId);
    if (own) return own;
  }
  return (
    languageOfAcceptLanguage(headers?.get('accept-language') ?? undefined) ??
    readStationLanguage(db)
  );
}

/** A refusal's text in the language of the auth request it answers. */
export async function sayForAuth(
  db: Database,
  headers: Headers | undefined,
  text: LocalText,
  userId: string | null = null,
): Promise<string> {
  const language = await authLanguage(db, headers, userId).catch(() => DEFAULT_LANGUAGE);
  const { t } = await translatorFor(language);
  const say = (inner: LocalText): string =>
    t(inner.key, resolveValues(inner.values, say, language));
  return say(text);
}
