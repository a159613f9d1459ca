import { html } from 'hono/html';
import type { MessageKey } from '../../../shared/i18n/catalogs';
import type { Html } from './page-layout';
import type { PageLanguage } from './page-language';

/** Marks where a part goes; a private-use character no catalog or visitor text holds. */
const MARK = '\uE000';

/**
 * A message whose placeholders are markup ("Times in <strong>{zone}</strong>"): the catalog
 * keeps the words and their order, the code the markup, and the words are escaped as text.
 */
export function richText(
  lang: PageLanguage,
  key: MessageKey,
  parts: Record<string, Html | string>,
): Html {
  const marked = Object.fromEntries(
    Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]),
  );
  const pieces = lang.t(key, marked).split(MARK);
  // Even pieces are the message's own words, odd ones the names of parts.
  return html`${pieces.map((piece, i) => (i % 2 === 0 ? piece : (parts[piece] ?? '')))}`;
}
