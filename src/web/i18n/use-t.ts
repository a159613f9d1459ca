import { use } from 'react';
import type { Namespace } from '../../shared/i18n/catalogs';
import { PSEUDO_LANGUAGE } from '../../shared/i18n/languages';
import { browserReadsPseudo } from './browser-language';
import { englishCatalog, loadCatalog, type CompiledCatalog } from './catalog-store';
import { useLanguage } from './language-context';
import { translator, type Translate } from './translate';
import type { WebNamespace } from './web-namespace';

/**
 * The `t` made for a language and set of namespaces, kept while its catalogs stay the same: a
 * screen's `t` keeps its identity across renders, so effects that use it do not run again.
 */
const made = new Map<string, { catalogs: CompiledCatalog[]; t: Translate<Namespace> }>();

/** English read as the pseudo-locale, for the whole page's life (browser-language.ts). */
const pseudo = browserReadsPseudo();

/**
 * `const t = useT(shell, profile)`: the screen's `t` for those namespaces in the language read.
 * English is already here; another language's catalogs are fetched on first use, the component
 * suspending meanwhile (the language provider defers a change of language, so the screen keeps
 * its old words until the new ones are here, never a blank).
 */
export function useT<const NS extends WebNamespace<Namespace>[]>(
  ...namespaces: NS
): Translate<NS[number]['name']> {
  const language = useLanguage();
  const catalogs: Record<string, CompiledCatalog> = {};
  const english: Record<string, CompiledCatalog> = {};
  for (const { name } of namespaces) {
    english[name] = englishCatalog(name);
    if (language !== 'en') catalogs[name] = use(loadCatalog(language, name));
    else catalogs[name] = pseudo ? use(loadCatalog(PSEUDO_LANGUAGE, name)) : english[name];
  }
  const key = `${language}|${namespaces.map((n) => n.name).join()}`;
  const sources = Object.values(catalogs);
  const kept = made.get(key);
  if (kept && kept.catalogs.every((catalog, i) => catalog === sources[i])) return kept.t;
  const t = translator<NS[number]['name']>(catalogs, english);
  made.set(key, { catalogs: sources, t: t as Translate<Namespace> });
  return t;
}
