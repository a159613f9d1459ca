import type { Namespace } from '../../shared/i18n/catalogs';
import { registerEnglish, type CompiledCatalog } from './catalog-store';

/** A namespace the web app reads, with its English catalog (src/web/i18n/namespaces). */
export type WebNamespace<N extends Namespace> = { name: N };

export function webNamespace<N extends Namespace>(
  name: N,
  english: CompiledCatalog,
): WebNamespace<N> {
  registerEnglish(name, english);
  return { name };
}
