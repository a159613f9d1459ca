import { html } from 'hono/html';
import type { PublicStation } from '../public/published-schedule';
import type { PublicHost, PublicShow } from '../public/public-summaries';
import { clockTime, dayAndTime } from './listener-time';
import type { DisplayZone } from './listener-time';
import { broadcastEvent, hostPath, hostsText, showPath, zoneQuery } from './on-air-page';
import { absoluteUrl, publicPage, type Html } from './page-layout';
import { languageQuery, type PageLanguage } from './page-language';
import { zoneSwitch } from './zone-switch';

type Context = {
  station: PublicStation;
  lang: PageLanguage;
  zone: DisplayZone;
  now: Date;
  origin: string;
  path: string;
};

/** A show's page: name, image, description, genres, hosts, next airings, its calendar. */
export function showPageHtml(show: PublicShow, ctx: Context): Html {
  const { station, zone, now, origin, lang } = ctx;
  const { t } = lang;
  const query = zoneQuery(ctx);
  // The calendar's host lines follow the page's language (a chosen one is kept in its address).
  const calendar = `/api/public/v1/shows/${show.id}/calendar.ics${languageQuery(lang)}`;
  const body = html`
    <p><a href="/on-air${query}">${t('public:profile.back')}</a></p>
    <div class="profile">
      ${show.imageUrl ? html`<img src="${show.imageUrl}" alt="${show.name}" />` : ''}
      <div>
        <h1>${show.name}</h1>
        ${show.description ? html`<p>${show.description}</p>` : ''}
        ${
          show.genres.length
            ? html`<h2>${t('public:show.genres')}</h2>
                <ul class="chips">
                  ${show.genres.map((g) => html`<li>${g}</li>`)}
                </ul>`
            : ''
        }
        <h2>${t('public:show.hosts')}</h2>
        ${
          show.hosts.length
            ? html`<ul class="list">
                ${show.hosts.map((h) => html`<li><a href="${hostPath(h.id)}${query}">${h.name}</a></li>`)}
              </ul>`
            : html`<p class="muted">${t('public:show.noHosts')}</p>`
        }
        <h2>${t('public:show.nextAirings')}</h2>
        ${zoneSwitch({ action: showPath(show.id)!, zone, stationZone: station.timeZone, now, lang })}
        ${
          show.nextAirings.length
            ? html`<ul class="list">
                ${show.nextAirings.map(
                  (a) =>
                    html`<li>
                      ${dayAndTime(a.start, zone.timeZone, lang)}–${clockTime(a.end, zone.timeZone, lang.clock)}
                      ${
                        a.fillIn
                          ? html` ·
                            ${t('public:hosts.with', { hosts: hostsText(a.hostNames, true, lang) })}`
                          : ''
                      }
                    </li>`,
                )}
              </ul>`
            : html`<p class="muted">${t('public:show.noAirings')}</p>`
        }
        <p><a href="${calendar}">${t('public:show.calendar')}</a></p>
      </div>
    </div>
  `;
  return publicPage({
    station,
    lang,
    origin,
    title: t('public:profile.title', { name: show.name, station: station.name }),
    description:
      show.description || t('public:show.description', { show: show.name, station: station.name }),
    path: ctx.path,
    languageLink: (l) => `${showPath(show.id)}${zoneQuery(ctx, {}, l)}`,
    image: show.imageUrl,
    calendar,
    structured: {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'RadioSeries',
          name: show.name,
          url: `${origin}${showPath(show.id)}`,
          ...(show.description && { description: show.description }),
          ...(show.imageUrl && { image: absoluteUrl(origin, show.imageUrl) }),
          ...(show.genres.length > 0 && { genre: show.genres }),
          ...(show.hosts.length > 0 && {
            actor: show.hosts.map((h) => ({
              '@type': 'Person',
              name: h.name,
              url: `${origin}${hostPath(h.id)}`,
            })),
          }),
        },
        ...show.nextAirings.map((a) => broadcastEvent(a, station.name, origin)),
      ],
    },
    body,
  });
}

/** A host's page: name, avatar, bio, tags, contact only where public, their shows. */
export function hostPageHtml(host: PublicHost, ctx: Context): Html {
  const { station, origin, lang } = ctx;
  const { t } = lang;
  const query = zoneQuery(ctx);
  const calendar = `/api/public/v1/hosts/${host.id}/calendar.ics${languageQuery(lang)}`;
  const body = html`
    <p><a href="/on-air${query}">${t('public:profile.back')}</a></p>
    <div class="profile">
      ${host.avatarUrl ? html`<img src="${host.avatarUrl}" alt="${host.name}" />` : ''}
      <div>
        <h1>${host.name}</h1>
        ${host.bio ? html`<p>${host.bio}</p>` : ''}
        ${
          host.tags.length
            ? html`<h2>${t('public:host.tags')}</h2>
                <ul class="chips">
                  ${host.tags.map((t) => html`<li>${t}</li>`)}
                </ul>`
            : ''
        }
        ${
          host.email || host.phone
            ? html`<h2>${t('public:host.contact')}</h2>
                <ul class="list">
                  ${host.email ? html`<li><a href="mailto:${host.email}">${host.email}</a></li>` : ''}
                  ${host.phone ? html`<li><a href="tel:${host.phone}">${host.phone}</a></li>` : ''}
                </ul>`
            : ''
        }
        <h2>${t('public:host.shows')}</h2>
        <ul class="list">
          ${host.shows.map((s) => html`<li><a href="${showPath(s.id)}${query}">${s.name}</a></li>`)}
        </ul>
        <p><a href="${calendar}">${t('public:host.calendar')}</a></p>
      </div>
    </div>
  `;
  return publicPage({
    station,
    lang,
    origin,
    title: t('public:profile.title', { name: host.name, station: station.name }),
    description:
      host.bio || t('public:host.description', { host: host.name, station: station.name }),
    path: ctx.path,
    languageLink: (l) => `${hostPath(host.id)}${zoneQuery(ctx, {}, l)}`,
    image: host.avatarUrl,
    calendar,
    structured: {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: host.name,
      url: `${origin}${hostPath(host.id)}`,
      ...(host.bio && { description: host.bio }),
      ...(host.avatarUrl && { image: absoluteUrl(origin, host.avatarUrl) }),
      ...(host.email && { email: host.email }),
      ...(host.phone && { telephone: host.phone }),
    },
    body,
  });
}

/** A refusal as a page: the message, and the way back to the schedule. */
export function messagePageHtml(
  station: PublicStation,
  lang: PageLanguage,
  origin: string,
  path: string,
  message: string,
): Html {
  return publicPage({
    station,
    lang,
    origin,
    title: lang.t('public:refusal.title', { message, station: station.name }),
    description: message,
    path,
    body: html`<h1>${message}</h1>
      <p>
        <a href="/on-air${languageQuery(lang)}">${lang.t('public:refusal.back')}</a>
      </p>`,
  });
}
