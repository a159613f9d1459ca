import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * Turns one catalog (`locales/<language>/<namespace>.json`, ICU MessageFormat) into an ES module
 * for the web app (decision 0074, "The web app"): a message without placeholders stays a string,
 * any other becomes a small function of its values that calls the formatting helpers of
 * src/web/i18n/format.ts (Intl.PluralRules, NumberFormat, DateTimeFormat). Parsing happens here,
 * at build time, with FormatJS's parser (the one the catalog check parses with), so the browser
 * gets neither a parser nor i18next.
 */
export function compileCatalog(
  messages: Record<string, string>,
  language: string,
  helpers: string,
): string {
  const entries = Object.entries(messages).map(
    ([key, message]) => `  ${JSON.stringify(key)}: ${compileMessage(message, key)},`,
  );
  return [
    `import { arg as a, num as n, date as d, plural as p, select as s } from ${JSON.stringify(helpers)};`,
    `const L = ${JSON.stringify(language)};`,
    `export default {`,
    ...entries,
    `};`,
    '',
  ].join('\n');
}

/** One message: a string literal when it takes no values, else `(v) => …`. */
export function compileMessage(message: string, key = 'message'): string {
  const elements = parse(message, { ignoreTag: true });
  if (elements.every((e) => e.type === TYPE.literal))
    return JSON.stringify(elements.map((e) => e.value).join(''));
  return `(v) => ${expression(elements, null, key)}`;
}

/** The elements as one string expression; `pound` is what `#` stands for inside a plural. */
function expression(elements: MessageFormatElement[], pound: string | null, key: string): string {
  if (elements.length === 0) return '""';
  return elements.map((element) => part(element, pound, key)).join(' + ');
}

function part(element: MessageFormatElement, pound: string | null, key: string): string {
  const value = (name: string) => `v[${JSON.stringify(name)}]`;
  switch (element.type) {
    case TYPE.literal:
      return JSON.stringify(element.value);
    case TYPE.argument:
      return `a(${value(element.value)})`;
    case TYPE.number:
      return `n(L, ${value(element.value)}, ${JSON.stringify(numberOptions(element.style))})`;
    case TYPE.date:
    case TYPE.time:
      return `d(L, ${value(element.value)}, ${JSON.stringify(dateOptions(element.type, element.style))})`;
    case TYPE.pound:
      if (pound === null) throw new Error(`${key}: "#" outside a plural`);
      return `n(L, ${pound}, {})`;
    case TYPE.select:
      return `s(${value(element.value)}, ${options(element.options, pound, key)})`;
    case TYPE.plural: {
      const counted = element.offset
        ? `(${value(element.value)} - ${element.offset})`
        : value(element.value);
      const ordinal = element.pluralType === 'ordinal';
      return `p(L, ${value(element.value)}, ${element.offset}, ${ordinal}, ${options(element.options, counted, key)})`;
    }
    case TYPE.tag:
      throw new Error(`${key}: markup tags are not compiled for the web app`);
  }
}

function options(
  choices: Record<string, { value: MessageFormatElement[] }>,
  pound: string | null,
  key: string,
): string {
  const entries = Object.entries(choices).map(
    ([name, { value }]) => `${JSON.stringify(name)}: () => ${expression(value, pound, key)}`,
  );
  return `{ ${entries.join(', ')} }`;
}

type Style = string | { parsedOptions: object } | null | undefined;

function numberOptions(style: Style): Intl.NumberFormatOptions {
  if (style && typeof style === 'object') return style.parsedOptions;
  if (style === 'percent') return { style: 'percent' };
  if (style === 'integer') return { maximumFractionDigits: 0 };
  return {};
}

function dateOptions(type: TYPE, style: Style): Intl.DateTimeFormatOptions {
  if (style && typeof style === 'object') return style.parsedOptions;
  const length = (['short', 'medium', 'long', 'full'] as const).find((s) => s === style);
  const chosen = length ?? 'medium';
  return type === TYPE.time ? { timeStyle: chosen } : { dateStyle: chosen };
}
