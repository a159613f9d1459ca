import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../src/shared/i18n/catalogs';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../src/shared/i18n/languages';
import { catalogProblems, keysNamedIn, usageProblems, type Catalogs } from './catalog-check';

/*
 * The message catalogs' check, part of `npm test` (decision 0074): a key missing in a language,
 * a key no code names and a message that is not valid ICU each fail it. It lives here, not
 * beside the catalogs, because it reads files: src/shared takes no Node built-ins.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const locales = path.join(src, 'shared/i18n/locales');

/** Every catalog on disk: locales/<language>/<namespace>.json. */
function catalogsOnDisk(): Catalogs {
  const catalogs: Catalogs = {};
  for (const language of readdirSync(locales)) {
    const namespaces: Catalogs[string] = {};
    for (const file of readdirSync(path.join(locales, language))) {
      const text = readFileSync(path.join(locales, language, file), 'utf8');
      namespaces[file.replace(/\.json$/, '')] = JSON.parse(text) as Record<string, string>;
    }
    catalogs[language] = namespaces;
  }
  return catalogs;
}

/** The product's source files, where messages are named: not its tests. */
function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

describe('message catalogs', () => {
  const catalogs = catalogsOnDisk();

  it('are there for exactly the languages and namespaces of the product', () => {
    expect(Object.keys(catalogs).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES)
      expect(Object.keys(catalogs[language]!).sort()).toEqual([...NAMESPACES].sort());
  });

  it('hold every key of English, no other, each a valid ICU message with its placeholders', () => {
    expect(catalogProblems(catalogs, DEFAULT_LANGUAGE)).toEqual([]);
  });

  it('name no key the code does not use, and the code uses no key they lack', () => {
    const named = new Set<string>();
    for (const file of sourceFiles(src))
      for (const key of keysNamedIn(readFileSync(file, 'utf8'), NAMESPACES)) named.add(key);
    expect(usageProblems(catalogs[DEFAULT_LANGUAGE]!, named)).toEqual([]);
  });
});

describe('the catalog check', () => {
  const en = {
    public: { hello: 'Hello {name}', shows: '{count, plural, one {# show} other {# shows}}' },
  };

  it('finds a key missing in a language, and one only a language has', () => {
    const problems = catalogProblems(
      { en, fr: { public: { hello: 'Bonjour {name}', extra: 'En trop' } } },
      'en',
    );
    expect(problems).toEqual(['fr: "public:shows" is missing', 'fr: "public:extra" is not in en']);
  });

  it('finds a malformed message and one whose placeholders differ', () => {
    const problems = catalogProblems(
      {
        en,
        de: {
          public: {
            hello: 'Hallo {name',
            shows: '{count, plural, one {# Sendung} other {# {n} Sendungen}}',
          },
        },
      },
      'en',
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^de: "public:hello" is not a valid ICU message/);
    expect(problems[1]).toBe('de: "public:shows" takes {count, n}, en takes {count}');
  });

  it('finds keys no code names, and names no catalog has', () => {
    const named = keysNamedIn(`t('public:hello'); const k = "public:nope";`, ['public']);
    expect(usageProblems(en, named)).toEqual([
      '"public:shows" is not used in the code',
      '"public:nope" is used but not in a catalog',
    ]);
  });
});
