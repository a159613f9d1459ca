import i18next from 'i18next';
import ICU from 'i18next-icu';
import { loadCatalog, NAMESPACES, type MessageKey, type Namespace } from './catalogs';
import { DEFAULT_LANGUAGE, type Language } from './languages';

/** What a message's `{placeholders}` take: text, numbers (plurals, `number`), dates. */
export type MessageValues = Record<string, string | number | Date>;
/** `t('public:onAirNow')`: one message in the translator's language, ICU placeholders filled. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;
export type Translator = { language: Language; t: Translate };

/**
 * One i18next instance per language, made when the language is first asked for and never
 * changed after: a request takes its language's translator, so no language is ever global or
 * switched under another request (decision 0074). Messages are ICU (i18next-icu with
 * intl-messageformat); English is the fallback for a key a catalog lacks (the catalog check
 * fails the build on that, so it is a safety net).
 */
const translators = new Map<Language, Promise<Translator>>();

export function translatorFor(language: Language): Promise<Translator> {
  let translator = translators.get(language);
  if (!translator) {
    translator = makeTranslator(language);
    // A failed load is not kept: the next request tries again.
    translator.catch(() => translators.delete(language));
    translators.set(language, translator);
  }
  return translator;
}

async function makeTranslator(language: Language): Promise<Translator> {
  const languages = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
  const resources: Record<string, Partial<Record<Namespace, Record<string, string>>>> = {};
  for (const lng of languages) {
    const catalogs = await Promise.all(NAMESPACES.map((ns) => loadCatalog(lng, ns)));
    resources[lng] = Object.fromEntries(NAMESPACES.map((ns, i) => [ns, catalogs[i]!]));
  }
  const instance = i18next.createInstance();
  await instance.use(new ICU({ memoize: true })).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...languages],
    ns: [...NAMESPACES],
    defaultNS: false,
    resources,
    // Keys are flat ("week.previous" is one key) and always name their namespace ("public:…").
    keySeparator: false,
    nsSeparator: ':',
    // Values are escaped where they are written (hono's html``), never twice.
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  const t: Translate = (key, values) => instance.t(key, values ?? {});
  return { language, t };
}
