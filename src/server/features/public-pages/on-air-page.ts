import { html } from 'hono/html';
import type { Language } from '../../../shared/i18n/languages';
import { dateInZone } from '../../../shared/schedule/week';
import type { PublicOccurrence } from '../public/published-schedule';
import {
  clockRange,
  clockTime,
  dayAndTime,
  dayHeading,
  minutesOfDay,
  weekRange,
} from './listener-time';
import { progressPercent, type WeekPage } from './on-air-view';
import { absoluteUrl, publicPage, type Html } from './page-layout';
import { languageQuery, type PageLanguage } from './page-language';
import { zoneSwitch } from './zone-switch';
import { fallbackNowHtml } from './fallback-now';

const SLOT_MINUTES = 15;
const HEX = /^#[0-9a-f]{6}$/i;

/** "/on-air/shows/…", or null for an airing whose show left the library. */
export const showPath = (id: string | null) => (id ? `/on-air/shows/${id}` : null);
export const hostPath = (id: string) => `/on-air/hosts/${id}`;

/**
 * Query text for links that keep the listener's zone and the language they asked for
 * ("?tz=Asia%2FTokyo&lang=fr", or ""); `language` names another one (the language switcher).
 */
export function zoneQuery(
  page: { zone: { timeZone: string; isStation: boolean }; lang: Pick<PageLanguage, 'asked'> },
  extra: Record<string, string> = {},
  language: Language | null = page.lang.asked,
) {
  const params = new URLSearchParams(extra);
  if (!page.zone.isStation) params.set('tz', page.zone.timeZone);
  if (language) params.set('lang', language);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** "Sam (fill-in)" for a fill-in's hosts (decision 0068), "Ann, Bo" otherwise. */
export function hostsText(names: readonly string[], fillIn: boolean, lang: PageLanguage): string {
  const hosts = names.join(', ');
  return fillIn && hosts ? lang.t('public:hosts.fillIn', { hosts }) : hosts;
}

/** "with Ann, Bo": an airing's hosts after its title or times. */
export const withHosts = (a: Pick<PublicOccurrence, 'hostNames' | 'fillIn'>, lang: PageLanguage) =>
  lang.t('public:hosts.with', { hosts: hostsText(a.hostNames, a.fillIn, lang) });

/** An airing's title, linked to its show page when it has one. */
export function airingTitle(airing: PublicOccurrence, query: string): Html {
  const path = showPath(airing.showId);
  return path
    ? html`<a class="title" href="${path}${query}">${airing.title}</a>`
    : html`<span class="title">${airing.title}</span>`;
}

/** The week page, /on-air: on air now and next, then the week, day by day. */
export function weekPageHtml(
  page: WeekPage,
  lang: PageLanguage,
  origin: string,
  path: string,
): Html {
  const { station, zone, now } = page;
  const { t } = lang;
  const calendar = `/api/public/v1/calendar.ics${languageQuery(lang)}`;
  const view = { zone, lang };
  const keepWeek: Record<string, string> = page.previousWeek ? { week: page.week } : {};
  const query = zoneQuery(view);
  const tz = zone.timeZone;
  const today = dateInZone(now, tz);
  const allAirings = page.days.flatMap((d) => d.airings);
  // Wide screens draw the days as columns of quarter-hour rows, from the week's first start to
  // its last end, so columns line up and an empty night takes no room.
  const firstMinute = Math.min(...allAirings.map((a) => minutesOfDay(a.start, tz)), 24 * 60);
  const firstRow = Math.floor(firstMinute / SLOT_MINUTES);
  const rowOf = (a: PublicOccurrence) => Math.floor(minutesOfDay(a.start, tz) / SLOT_MINUTES);
  const spanOf = (a: PublicOccurrence) => {
    const untilMidnight = 24 * 60 - minutesOfDay(a.start, tz);
    const minutes = Math.min((a.end.getTime() - a.start.getTime()) / 60_000, untilMidnight);
    return Math.max(1, Math.ceil(minutes / SLOT_MINUTES));
  };
  const rows = Math.max(1, ...allAirings.map((a) => rowOf(a) - firstRow + spanOf(a)));

  const body = html`
    <h1>${t('public:week.heading', { station: station.name })}</h1>
    ${zoneSwitch({
      action: '/on-air',
      zone,
      stationZone: station.timeZone,
      now,
      lang,
      keep: keepWeek,
    })}
    ${onAirPanel(page, lang, query)}
    <nav class="weeks" aria-label="${t('public:week.nav')}">
      ${
        page.previousWeek
          ? html`<a href="/on-air${zoneQuery(view, { week: page.previousWeek })}"
              >${t('public:week.previous')}</a
            >`
          : html`<span></span>`
      }
      <h2 id="week-heading">${t('public:week.of', { range: weekRange(page.week, lang) })}</h2>
      ${
        page.nextWeek
          ? html`<a href="/on-air${zoneQuery(view, { week: page.nextWeek })}"
              >${t('public:week.next')}</a
            >`
          : html`<span></span>`
      }
    </nav>
    ${page.anythingPublished ? '' : html`<p class="panel">${t('public:week.nothingPublished')}</p>`}
    <ol class="week" aria-labelledby="week-heading" style="--rows:${rows}">
      ${page.days.map(
        (day) =>
          html`<li class="day${day.date === today ? ' today' : ''}">
            <h3>
              ${
                day.date === today
                  ? t('public:day.today', { day: dayHeading(day.date, lang) })
                  : dayHeading(day.date, lang)
              }
            </h3>
            ${
              day.airings.length === 0
                ? html`<p class="muted">${t('public:day.empty')}</p>`
                : html`<ol class="airings">
                    ${day.airings.map((a) => {
                      const state = a.end <= now ? 'past' : a.start <= now ? 'now' : 'later';
                      const colour = HEX.test(a.color) ? `--show:${a.color};` : '';
                      return html`<li
                        class="airing ${state}"
                        style="${colour}--row:${rowOf(a) - firstRow + 1};--span:${spanOf(a)}"
                      >
                        <span class="time">${clockRange(a.start, a.end, tz, lang.clock)}</span>
                        ${airingTitle(a, query)}
                        ${
                          state === 'now'
                            ? html`<strong class="badge">${t('public:onAirNow')}</strong>`
                            : ''
                        }
                        ${
                          a.hostNames.length
                            ? html`<span class="hosts">${withHosts(a, lang)}</span>`
                            : ''
                        }
                      </li>`;
                    })}
                  </ol>`
            }
          </li>`,
      )}
    </ol>
    <p>
      <a href="${calendar}">${t('public:calendar.subscribe')}</a>
    </p>
  `;

  return publicPage({
    station,
    lang,
    origin,
    title: t('public:week.title', { station: station.name }),
    description: page.current
      ? t('public:week.descriptionNow', { station: station.name, title: page.current.title })
      : t('public:week.description', { station: station.name }),
    path,
    languageLink: (l) => `/on-air${zoneQuery(view, keepWeek, l)}`,
    calendar,
    structured: {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'RadioStation',
          name: station.name,
          url: `${origin}/on-air`,
          ...(station.logoUrl && { logo: absoluteUrl(origin, station.logoUrl) }),
        },
        ...allAirings.map((a) => broadcastEvent(a, station.name, origin)),
      ],
    },
    body,
  });
}

function onAirPanel(page: WeekPage, lang: PageLanguage, query: string): Html {
  const { current, next, now, zone } = page;
  const { t } = lang;
  const tz = zone.timeZone;
  return html`<div class="on-air">
    <section class="panel" aria-labelledby="now-heading">
      <h2 id="now-heading"><span class="label">${t('public:onAirNow')}</span></h2>
      ${
        current?.fallback
          ? fallbackNowHtml(current, tz, lang)
          : current
            ? html`<p class="now-title">${airingTitle(current, query)}</p>
                <p class="muted" style="margin:0">
                  ${clockRange(current.start, current.end, tz, lang.clock)}
                  ${current.hostNames.length ? html` · ${withHosts(current, lang)}` : ''}
                </p>
                <progress
                  max="100"
                  value="${progressPercent(current, now)}"
                  aria-label="${t('public:progress.label', { title: current.title })}"
                >
                  ${t('public:progress.value', { progress: progressPercent(current, now) / 100 })}
                </progress>
                <p class="muted" style="margin:0">
                  ${t('public:progress.through', {
                    progress: progressPercent(current, now) / 100,
                    end: clockTime(current.end, tz, lang.clock),
                  })}
                </p>`
            : html`<p>${t('public:now.nothing')}</p>`
      }
    </section>
    <section class="panel" aria-labelledby="next-heading">
      <h2 id="next-heading"><span class="label">${t('public:next')}</span></h2>
      ${
        next
          ? html`<p class="now-title">${airingTitle(next, query)}</p>
              <p class="muted" style="margin:0">
                ${dayAndTime(next.start, tz, lang)}
                ${next.hostNames.length ? html` · ${withHosts(next, lang)}` : ''}
              </p>`
          : html`<p>${t('public:next.nothing')}</p>`
      }
    </section>
  </div>`;
}

/** schema.org: one airing, a BroadcastEvent of its show's RadioSeries. */
export function broadcastEvent(a: PublicOccurrence, stationName: string, origin: string) {
  const url = a.showId ? `${origin}${showPath(a.showId)}` : undefined;
  return {
    '@type': 'BroadcastEvent',
    name: a.title,
    startDate: a.start.toISOString(),
    endDate: a.end.toISOString(),
    ...(a.description && { description: a.description }),
    ...(url && { url }),
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', name: stationName },
    publishedOn: { '@type': 'BroadcastService', name: stationName },
    workFeatured: { '@type': 'RadioSeries', name: a.title, ...(url && { url }) },
    ...(a.hostNames.length > 0 && {
      performer: a.hostNames.map((name) => ({ '@type': 'Person', name })),
    }),
  };
}
