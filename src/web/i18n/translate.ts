import type { CatalogOf, Namespace } from '../../shared/i18n/catalogs';
import type { CompiledCatalog, MessageValues } from './catalog-store';

/** "profile:tab.email": a namespace and one of its keys, typed by the English JSON. */
export type KeyOf<N extends Namespace> = N extends Namespace
  ? `${N}:${Extract<keyof CatalogOf[N], string>}`
  : never;
export type Translate<N extends Namespace> = (key: KeyOf<N>, values?: MessageValues) => string;

/**
 * The `t` of the web app (decision 0074, "The web app"): `t('ns:key', values)` as on the server,
 * from the compiled catalogs of the language read, English for a key a catalog lacks (the
 * catalog check fails the build on that, so it is a safety net), the key itself past both.
 */
export function translator<N extends Namespace>(
  catalogs: Partial<Record<string, CompiledCatalog>>,
  english: Partial<Record<string, CompiledCatalog>>,
): Translate<N> {
  return (key, values) => {
    const colon = key.indexOf(':');
    const namespace = key.slice(0, colon);
    const name = key.slice(colon + 1);
    const message = catalogs[namespace]?.[name] ?? english[namespace]?.[name];
    if (message === undefined) return key;
    return typeof message === 'string' ? message : message(values ?? {});
  };
}
