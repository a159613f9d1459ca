import { html } from 'hono/html';
import type { PublicOccurrence } from '../public/published-schedule';
import { clockTime } from './listener-time';
import type { Html } from './page-layout';
import type { PageLanguage } from './page-language';

/**
 * "On air now" during a gap of a finalized week: the station's "Between shows" (decision 0070),
 * "until 06:00" (when the next show starts), and its description. No progress: it is no show.
 */
export function fallbackNowHtml(
  airing: PublicOccurrence,
  timeZone: string,
  lang: PageLanguage,
): Html {
  return html`<p class="now-title" data-fallback style="margin:.2rem 0 0">${airing.title}</p>
    <p class="muted" style="margin:0">
      ${lang.t('public:fallback.until', { time: clockTime(airing.end, timeZone, lang.clock) })}
    </p>
    ${
      airing.description
        ? html`<p class="muted" style="margin:.2rem 0 0">${airing.description}</p>`
        : ''
    }`;
}
