import { html } from 'hono/html';
import type { EmbedOptions } from '../../../shared/public/embed-options';
import type { PublicOccurrence, PublicStation } from '../public/published-schedule';
import { clockRange, dayAndTime, dayHeading, zoneLabel, type DisplayZone } from './listener-time';
import { fallbackNowHtml } from './fallback-now';
import { progressPercent } from './on-air-view';
import { ASSETS, themeStyle, type Html } from './page-layout';
import { languageQuery, type PageLanguage } from './page-language';
import { showPath, withHosts } from './on-air-page';

type EmbedContext = {
  station: PublicStation;
  lang: PageLanguage;
  zone: DisplayZone;
  now: Date;
  options: EmbedOptions;
};

/** An embed's document: no masthead, the options' colours, links open outside the frame. */
function embedDocument(
  ctx: EmbedContext,
  title: string,
  body: Html,
  refreshSeconds?: number,
): Html {
  const { options, station } = ctx;
  const style = themeStyle({
    accent: options.accent ?? station.accentColor,
    ...(options.background && { background: options.background }),
    ...(options.text && { text: options.text }),
  });
  return html`<!doctype html>
    <html
      lang="${ctx.lang.language}"
      style="${style}"
      ${refreshSeconds ? html`data-refresh-seconds="${refreshSeconds}"` : ''}
    >
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <base target="_blank" />
        <link rel="stylesheet" href="${ASSETS.css.path}?v=${ASSETS.css.version}" />
        <script src="${ASSETS.js.path}?v=${ASSETS.js.version}" defer></script>
      </head>
      <body>
        <main class="embed${options.compact ? ' compact' : ''}">${body}</main>
      </body>
    </html>`;
}

/** An airing's title, linked to its show page, in the language the embed was asked in. */
function title(a: PublicOccurrence, lang: PageLanguage): Html {
  const path = showPath(a.showId);
  return path
    ? html`<a class="title" href="${path}${languageQuery(lang)}" rel="noopener">${a.title}</a>`
    : html`<span class="title">${a.title}</span>`;
}

const hosts = (a: PublicOccurrence, ctx: EmbedContext) =>
  !ctx.options.compact && a.hostNames.length
    ? html`<span class="muted"> · ${withHosts(a, ctx.lang)}</span>`
    : '';

/** /embed/now-next: what is on air (with progress) and what comes next. */
export function nowNextEmbedHtml(
  ctx: EmbedContext,
  current: PublicOccurrence | null,
  next: PublicOccurrence | null,
): Html {
  const tz = ctx.zone.timeZone;
  const { lang } = ctx;
  const { t } = lang;
  const body = html`
    ${
      ctx.options.compact
        ? ''
        : html`<h1>${ctx.station.name}</h1>
            <p class="muted">
              ${t('public:zone.timesIn', { zone: zoneLabel(tz, ctx.now, lang) })}
            </p>`
    }
    <div class="row">
      <section aria-labelledby="now-heading">
        <h2 id="now-heading" style="margin:0">
          <span class="label">${t('public:onAirNow')}</span>
        </h2>
        ${
          current?.fallback
            ? fallbackNowHtml(current, tz, lang)
            : current
              ? html`<p class="now-title" style="margin:.2rem 0 0">${title(current, lang)}</p>
                  <p class="muted" style="margin:0">
                    ${clockRange(current.start, current.end, tz, ctx.lang.clock)}${hosts(current, ctx)}
                  </p>
                  <progress
                    max="100"
                    value="${progressPercent(current, ctx.now)}"
                    aria-label="${t('public:progress.label', { title: current.title })}"
                  >
                    ${t('public:progress.value', { progress: progressPercent(current, ctx.now) / 100 })}
                  </progress>`
              : html`<p style="margin:.2rem 0 0">${t('public:now.nothing')}</p>`
        }
      </section>
      <section aria-labelledby="next-heading">
        <h2 id="next-heading" style="margin:0"><span class="label">${t('public:next')}</span></h2>
        ${
          next
            ? html`<p style="margin:.2rem 0 0">${title(next, lang)}</p>
                <p class="muted" style="margin:0">
                  ${dayAndTime(next.start, tz, lang)}${hosts(next, ctx)}
                </p>`
            : html`<p style="margin:.2rem 0 0">${t('public:next.nothing')}</p>`
        }
      </section>
    </div>
  `;
  return embedDocument(
    ctx,
    t('public:embed.nowNextTitle', { station: ctx.station.name }),
    body,
    60,
  );
}

/** /embed/week: the coming days (today first), each a list of airings. */
export function weekEmbedHtml(
  ctx: EmbedContext,
  days: { date: string; airings: PublicOccurrence[] }[],
): Html {
  const tz = ctx.zone.timeZone;
  const { lang } = ctx;
  const { t } = lang;
  const body = html`
    ${
      ctx.options.compact
        ? html`<h1 class="muted" style="font-size:.9rem">
            ${t('public:zone.timesIn', { zone: tz })}
          </h1>`
        : html`<h1>${t('public:week.title', { station: ctx.station.name })}</h1>
            <p class="muted">
              ${t('public:zone.timesIn', { zone: zoneLabel(tz, ctx.now, lang) })}
            </p>`
    }
    <ol class="days">
      ${days.map(
        (day) =>
          html`<li>
            <h2 style="font-size:1rem">${dayHeading(day.date, lang)}</h2>
            ${
              day.airings.length
                ? html`<ul class="airings">
                    ${day.airings.map(
                      (a) =>
                        html`<li
                          class="airing${a.start <= ctx.now && ctx.now < a.end ? ' now' : ''}"
                        >
                          <span class="time"
                            >${clockRange(a.start, a.end, tz, ctx.lang.clock)}</span
                          >
                          ${title(a, lang)}${hosts(a, ctx)}
                        </li>`,
                    )}
                  </ul>`
                : html`<p class="muted">${t('public:day.empty')}</p>`
            }
          </li>`,
      )}
    </ol>
  `;
  return embedDocument(ctx, t('public:week.title', { station: ctx.station.name }), body);
}
