import { html } from 'hono/html';
import type { PublicStation } from '../public/published-schedule';
import type { PublicHost, PublicShow } from '../public/public-summaries';
import { clockTime, dayAndTime } from './listener-time';
import type { DisplayZone } from './listener-time';
import { broadcastEvent, hostPath, showPath, zoneQuery } from './on-air-page';
import { absoluteUrl, publicPage, type Html } from './page-layout';
import { zoneSwitch } from './zone-switch';
import { hostsLabel } from '../../../shared/messages/fill-in-marks';

type Context = {
  station: PublicStation;
  zone: DisplayZone;
  now: Date;
  origin: string;
  path: string;
};

/** A show's page: name, image, description, genres, hosts, next airings, its calendar. */
export function showPageHtml(show: PublicShow, ctx: Context): Html {
  const { station, zone, now, origin } = ctx;
  const query = zoneQuery(ctx);
  const calendar = `/api/public/v1/shows/${show.id}/calendar.ics`;
  const body = html`
    <p><a href="/on-air${query}">← The full schedule</a></p>
    <div class="profile">
      ${show.imageUrl ? html`<img src="${show.imageUrl}" alt="${show.name}" />` : ''}
      <div>
        <h1>${show.name}</h1>
        ${show.description ? html`<p>${show.description}</p>` : ''}
        ${
          show.genres.length
            ? html`<h2>Genres</h2>
                <ul class="chips">
                  ${show.genres.map((g) => html`<li>${g}</li>`)}
                </ul>`
            : ''
        }
        <h2>Hosts</h2>
        ${
          show.hosts.length
            ? html`<ul class="list">
                ${show.hosts.map((h) => html`<li><a href="${hostPath(h.id)}${query}">${h.name}</a></li>`)}
              </ul>`
            : html`<p class="muted">No hosts listed.</p>`
        }
        <h2>Next airings</h2>
        ${zoneSwitch({ action: showPath(show.id)!, zone, stationZone: station.timeZone, now })}
        ${
          show.nextAirings.length
            ? html`<ul class="list">
                ${show.nextAirings.map(
                  (a) =>
                    html`<li>
                      ${dayAndTime(a.start, zone.timeZone)}–${clockTime(a.end, zone.timeZone)}
                      ${a.fillIn ? html` · with ${hostsLabel(a.hostNames, true)}` : ''}
                    </li>`,
                )}
              </ul>`
            : html`<p class="muted">No more airings are published yet.</p>`
        }
        <p><a href="${calendar}">Add this show to your calendar (.ics)</a></p>
      </div>
    </div>
  `;
  return publicPage({
    station,
    origin,
    title: `${show.name} on ${station.name}`,
    description: show.description || `${show.name}, a show on ${station.name}.`,
    path: ctx.path,
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
  const { station, origin } = ctx;
  const query = zoneQuery(ctx);
  const calendar = `/api/public/v1/hosts/${host.id}/calendar.ics`;
  const body = html`
    <p><a href="/on-air${query}">← The full schedule</a></p>
    <div class="profile">
      ${host.avatarUrl ? html`<img src="${host.avatarUrl}" alt="${host.name}" />` : ''}
      <div>
        <h1>${host.name}</h1>
        ${host.bio ? html`<p>${host.bio}</p>` : ''}
        ${
          host.tags.length
            ? html`<h2>Tags</h2>
                <ul class="chips">
                  ${host.tags.map((t) => html`<li>${t}</li>`)}
                </ul>`
            : ''
        }
        ${
          host.email || host.phone
            ? html`<h2>Contact</h2>
                <ul class="list">
                  ${host.email ? html`<li><a href="mailto:${host.email}">${host.email}</a></li>` : ''}
                  ${host.phone ? html`<li><a href="tel:${host.phone}">${host.phone}</a></li>` : ''}
                </ul>`
            : ''
        }
        <h2>Shows</h2>
        <ul class="list">
          ${host.shows.map((s) => html`<li><a href="${showPath(s.id)}${query}">${s.name}</a></li>`)}
        </ul>
        <p><a href="${calendar}">Add their shows to your calendar (.ics)</a></p>
      </div>
    </div>
  `;
  return publicPage({
    station,
    origin,
    title: `${host.name} on ${station.name}`,
    description: host.bio || `${host.name} hosts shows on ${station.name}.`,
    path: ctx.path,
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
  origin: string,
  path: string,
  message: string,
): Html {
  return publicPage({
    station,
    origin,
    title: `${message} | ${station.name}`,
    description: message,
    path,
    body: html`<h1>${message}</h1>
      <p><a href="/on-air">See the published schedule</a></p>`,
  });
}
