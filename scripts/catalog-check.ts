import { IntlMessageFormat } from 'intl-messageformat';

type MessageFormatElement = ReturnType<IntlMessageFormat['getAst']>[number];

/**
 * The catalog check's rules (decision 0074), pure so the test can show each one failing:
 * every language holds exactly the reference's keys, every message parses as ICU with the
 * reference's placeholders, and every key is named somewhere in the code.
 */
export type Catalogs = Record<string, Record<string, Record<string, string>>>;

/** Problems with `catalogs[language][namespace]` against the reference language's. */
export function catalogProblems(catalogs: Catalogs, reference: string): string[] {
  const problems: string[] = [];
  const base = catalogs[reference] ?? {};
  for (const [language, namespaces] of Object.entries(catalogs)) {
    const names = new Set([...Object.keys(base), ...Object.keys(namespaces)]);
    for (const ns of names) {
      const ours = namespaces[ns];
      const theirs = base[ns];
      if (!ours || !theirs) {
        problems.push(
          `${language}: namespace "${ns}" is ${ours ? 'not in ' + reference : 'missing'}`,
        );
        continue;
      }
      for (const key of Object.keys(theirs))
        if (!(key in ours)) problems.push(`${language}: "${ns}:${key}" is missing`);
      for (const [key, message] of Object.entries(ours)) {
        if (!(key in theirs)) {
          problems.push(`${language}: "${ns}:${key}" is not in ${reference}`);
          continue;
        }
        const parsed = placeholders(message, language);
        if (typeof parsed === 'string') {
          problems.push(`${language}: "${ns}:${key}" is not a valid ICU message: ${parsed}`);
          continue;
        }
        const wanted = placeholders(theirs[key]!, reference);
        if (typeof wanted === 'string') continue; // reported under the reference itself
        const a = [...parsed].sort().join(', ');
        const b = [...wanted].sort().join(', ');
        if (a !== b)
          problems.push(`${language}: "${ns}:${key}" takes {${a}}, ${reference} takes {${b}}`);
      }
    }
  }
  return problems;
}

/** The names a message's placeholders take, or the parser's complaint. */
function placeholders(message: string, language: string): Set<string> | string {
  try {
    const names = new Set<string>();
    collect(new IntlMessageFormat(message, language).getAst(), names);
    return names;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function collect(elements: MessageFormatElement[], names: Set<string>) {
  for (const element of elements) {
    // 0 is literal text and 7 the "#" of a plural; every other kind names an argument.
    if (element.type !== 0 && element.type !== 7) names.add(element.value);
    if ('options' in element)
      for (const option of Object.values<{ value: MessageFormatElement[] }>(element.options))
        collect(option.value, names);
    if ('children' in element) collect(element.children, names);
  }
}

/**
 * Keys named in source text. The convention that makes this checkable: a message is always
 * named whole, as a string literal "namespace:key" (in a `t()` call or a table of keys), never
 * built from pieces.
 */
export function keysNamedIn(source: string, namespaces: readonly string[]): Set<string> {
  const found = new Set<string>();
  const pattern = new RegExp(`['"\`]((?:${namespaces.join('|')}):[A-Za-z0-9_.-]+)['"\`]`, 'g');
  for (const match of source.matchAll(pattern)) found.add(match[1]!);
  return found;
}

/** Keys of the reference that no source names, and keys named that it lacks. */
export function usageProblems(
  reference: Record<string, Record<string, string>>,
  named: Set<string>,
): string[] {
  const known = new Set(
    Object.entries(reference).flatMap(([ns, messages]) =>
      Object.keys(messages).map((key) => `${ns}:${key}`),
    ),
  );
  return [
    ...[...known].filter((k) => !named.has(k)).map((k) => `"${k}" is not used in the code`),
    ...[...named].filter((k) => !known.has(k)).map((k) => `"${k}" is used but not in a catalog`),
  ];
}
