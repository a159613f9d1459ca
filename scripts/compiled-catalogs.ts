import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { compileCatalog } from './compile-catalog';
import { PSEUDO_LANGUAGE, pseudoCatalog } from './pseudo-catalog';

const PREFIX = 'virtual:catalog/';
const LOADERS = 'virtual:catalog-loaders';
const REFERENCE = 'en';
/** Namespaces only the server reads (public pages, e-mails, API refusals): no chunks for the browser. */
const SERVER_ONLY = new Set(['public', 'mail', 'errors', 'fillInsServer', 'api']);

/**
 * The web app's catalogs, compiled at build time (decision 0074, "The web app"):
 * `virtual:catalog/<language>/<namespace>` is that JSON file as a module of strings and small
 * functions (scripts/compile-catalog.ts), and `virtual:catalog-loaders` maps "es/profile" to a
 * dynamic import of it for every language but English, so each becomes a chunk of its own,
 * fetched only by someone who reads that language (the map itself is fetched with the first). English is imported statically by each
 * namespace's module (src/web/i18n/namespaces), so it travels with the code that needs it.
 * The pseudo-locale `en-XA` is compiled from English the same way, a chunk per namespace that only
 * a browser asking for en-XA fetches (the pseudo-locale journey).
 */
export function compiledCatalogs(root: string): Plugin {
  const locales = path.join(root, 'src/shared/i18n/locales');
  const helpers = path.join(root, 'src/web/i18n/format.ts');
  return {
    name: 'compiled-catalogs',
    enforce: 'pre',
    resolveId(id) {
      if (id === LOADERS || id.startsWith(PREFIX)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${LOADERS}`) {
        this.addWatchFile(locales);
        // The pseudo-locale is made from English's files (pseudo-catalog.ts).
        const entries = [...readdirSync(locales), PSEUDO_LANGUAGE]
          .filter((language) => language !== REFERENCE)
          .flatMap((language) =>
            readdirSync(path.join(locales, language === PSEUDO_LANGUAGE ? REFERENCE : language))
              .filter((file) => file.endsWith('.json'))
              .map((file) => file.slice(0, -'.json'.length))
              .filter((namespace) => !SERVER_ONLY.has(namespace))
              .map((namespace) => `${language}/${namespace}`),
          )
          .sort()
          .map(
            (name) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(PREFIX + name)}),`,
          );
        return `export default {\n${entries.join('\n')}\n};\n`;
      }
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const name = id.slice(PREFIX.length + 1);
      const [language, namespace] = name.split('/');
      if (!language || !namespace || !/^[A-Za-z-]+$/.test(language + namespace))
        this.error(`No catalog is named "${name}"`);
      const pseudo = language === PSEUDO_LANGUAGE;
      const file = path.join(locales, pseudo ? REFERENCE : language!, `${namespace}.json`);
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      if (pseudo) return compileCatalog(pseudoCatalog(messages), REFERENCE, helpers);
      return compileCatalog(messages, language!, helpers);
    },
  };
}
