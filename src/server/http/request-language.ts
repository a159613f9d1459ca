import type { Context } from 'hono';
import {
  DEFAULT_LANGUAGE,
  languageOfAcceptLanguage,
  type Language,
} from '../../shared/i18n/languages';
import { translatorFor, type Translator } from '../../shared/i18n/translator';
import { readOwnLanguages, readStationLanguage } from '../i18n/languages-read';
import type { AppEnv } from './app-env';

const RESOLVED = new WeakMap<Context, Promise<Language>>();

/**
 * The language of an API request (decision 0074, "Refusals and e-mails"): the signed-in
 * member's own (Profile Settings → Language), else the first of ours `Accept-Language` asks for,
 * else the station's, else English. Resolved only when something is said in it (a refusal), at
 * most once per request: an answer that says nothing costs no read. A failure to read (the
 * database gone) says it in English rather than failing the refusal.
 */
export function requestLanguage(c: Context): Promise<Language> {
  let language = RESOLVED.get(c);
  if (!language) {
    language = resolve(c as Context<AppEnv>).catch(() => DEFAULT_LANGUAGE);
    RESOLVED.set(c, language);
  }
  return language;
}

async function resolve(c: Context<AppEnv>): Promise<Language> {
  const userId = c.get('user')?.id;
  const db = c.get('db');
  if (userId && db) {
    const own = (await readOwnLanguages(db, [userId])).get(userId);
    if (own) return own;
  }
  const asked = languageOfAcceptLanguage(c.req.header('accept-language'));
  if (asked) return asked;
  const kept = c.get('stationSettings')?.stationLanguage;
  if (kept) return kept;
  return db ? readStationLanguage(db) : DEFAULT_LANGUAGE;
}

/** The request's translator (one per language, shared by every request in it). */
export async function requestTranslator(c: Context): Promise<Translator> {
  return translatorFor(await requestLanguage(c));
}
