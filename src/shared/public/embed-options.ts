import type { Language } from '../i18n/languages';
import type { EmbedOptions } from '../schemas/embed-options';

export type { EmbedOptions } from '../schemas/embed-options';

/**
 * The options of the schedule embeds (an iframe of /embed/week or /embed/now-next, or the script
 * embed /embed.js), for the server that reads them (its check: shared/schemas/embed-options.ts),
 * the Station Settings controls that write them and the snippets. Colours are hex only, so nothing else reaches a style.
 */
export const EMBED_WIDGETS = ['now-next', 'week'] as const;
export type EmbedWidget = (typeof EMBED_WIDGETS)[number];

export { DEFAULT_EMBED_DAYS, EMBED_DAYS_MAX, EMBED_DAYS_MIN } from './embed-days';
import { DEFAULT_EMBED_DAYS } from './embed-days';

/**
 * The query string of an embed: only what differs from the defaults, "?days=3&compact=1", and
 * the language when the station chose one for it (otherwise each visitor's own is used).
 */
export function embedQuery(
  options: Partial<EmbedOptions>,
  widget: EmbedWidget,
  language: Language | null = null,
): string {
  const params = new URLSearchParams();
  if (widget === 'week' && options.days && options.days !== DEFAULT_EMBED_DAYS)
    params.set('days', String(options.days));
  for (const key of ['accent', 'background', 'text'] as const) {
    const value = options[key];
    if (value) params.set(key, value);
  }
  if (options.compact) params.set('compact', '1');
  if (language) params.set('lang', language);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The height an embed's frame is given, in the snippet and in the settings preview alike: the
 * now/next widget measures ~235 px on a wide page and 285 px in a 320 px column, where its lines
 * wrap (measured by e2e/public-pages.spec.ts), so 290 shows it whole at any width the snippet's
 * `width="100%"` may give it (compact: 200 px there); the week scrolls inside its frame.
 */
export function embedHeight(widget: EmbedWidget, compact: boolean | undefined): number {
  if (widget === 'now-next') return compact ? 200 : 290;
  return 480;
}

/**
 * The copy-paste HTML for a station's website: an iframe, or the script embed. The iframe's
 * title (what a screen reader names the frame by) is given in the words of whoever copies it;
 * English by default.
 */
export function embedSnippets(
  origin: string,
  widget: EmbedWidget,
  options: Partial<EmbedOptions>,
  language: Language | null = null,
  title: string = widget === 'now-next' ? 'On air now and next' : 'Schedule',
): { iframe: string; script: string } {
  const height = embedHeight(widget, options.compact);
  const attribute = title
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;');
  const iframe = `<iframe src="${origin}/embed/${widget}${embedQuery(options, widget, language).replaceAll('&', '&amp;')}" title="${attribute}" width="100%" height="${height}" style="border:0" loading="lazy"></iframe>`;
  const data = [`data-station-widget="${widget}"`];
  if (widget === 'week' && options.days && options.days !== DEFAULT_EMBED_DAYS)
    data.push(`data-days="${options.days}"`);
  for (const key of ['accent', 'background', 'text'] as const) {
    const value = options[key];
    if (value) data.push(`data-${key}="${value}"`);
  }
  if (options.compact) data.push('data-compact="1"');
  const script = `<script src="${origin}/embed.js${language ? `?lang=${language}` : ''}" ${data.join(' ')} async></script>`;
  return { iframe, script };
}
