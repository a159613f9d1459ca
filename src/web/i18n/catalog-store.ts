import type { Language, PSEUDO_LANGUAGE } from '../../shared/i18n/languages';

/** What a message's `{placeholders}` take: text, numbers (plurals, `number`), dates. */
export type MessageValues = Record<string, string | number | Date>;
/** A compiled catalog: each message a string, or a function of its values when it takes some. */
export type CompiledCatalog = Record<string, string | ((values: MessageValues) => string)>;

/**
 * A catalog being fetched. Once done it carries React's `status` and `value`, so `use()` reads it
 * at once instead of suspending for a turn (React marks the promises it has seen the same way).
 */
export type CatalogLoad = Promise<CompiledCatalog>;

const english = new Map<string, CompiledCatalog>();
const loads = new Map<string, CatalogLoad>();

/** English is in the code that needs it (src/web/i18n/namespaces): it is there at once. */
export function registerEnglish(namespace: string, catalog: CompiledCatalog): void {
  english.set(namespace, catalog);
}

export function englishCatalog(namespace: string): CompiledCatalog {
  return english.get(namespace) ?? {};
}

/**
 * One language's catalog of one namespace, fetched once (its own chunk). A failed fetch answers
 * an empty catalog, so the screen reads English rather than breaking, and is tried again next time.
 */
export function loadCatalog(
  language: Exclude<Language, 'en'> | typeof PSEUDO_LANGUAGE,
  namespace: string,
): CatalogLoad {
  const name = `${language}/${namespace}`;
  const loading = loads.get(name);
  if (loading) return loading;
  // The map of chunks is a chunk too: an English reader never downloads it.
  const pending: CatalogLoad = import('virtual:catalog-loaders')
    .then(({ default: loaders }) => loaders[name]?.() ?? Promise.reject(new Error(name)))
    .then((module) => module.default)
    .catch(() => {
      loads.delete(name);
      return {};
    });
  void pending.then((value) => Object.assign(pending, { status: 'fulfilled', value }));
  loads.set(name, pending);
  return pending;
}
