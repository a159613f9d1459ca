import { html } from 'hono/html';
import { dateInZone, weekRangeLabel } from '../../../shared/schedule/week';
import type { PublicOccurrence } from '../public/published-schedule';
import { clockTime, dayAndTime, dayHeading, minutesOfDay } from './listener-time';
import { progressPercent, type WeekPage } from './on-air-view';
import { absoluteUrl, publicPage, type Html } from './page-layout';
import { zoneSwitch } from './zone-switch';
import { hostsLabel } from '../../../shared/messages/fill-in-marks';
import { fallbackNowHtml } from './fallback-now';

const SLOT_MINUTES = 15;
const HEX = /^#[0-9a-f]{6}$/i;

/** "/on-air/shows/…", or null for an airing whose show left the library. */
export const showPath = (id: string | null) => (id ? `/on-air/shows/${id}` : null);
export const hostPath = (id: string) => `/on-air/hosts/${id}`;

/** Query text for links that keep the listener's zone: "?tz=Asia%2FTokyo", or "". */
export function zoneQuery(page: { zone: { timeZone: string; isStation: boolean } }, extra = {}) {
  const params = new URLSearchParams(extra);
  if (!page.zone.isStation) params.set('tz', page.zone.timeZone);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** An airing's title, linked to its show page when it has one. */
export function airingTitle(airing: PublicOccurrence, query: string): Html {
  const path = showPath(airing.showId);
  return path
    ? html`<a class="title" href="${path}${query}">${airing.title}</a>`
    : html`<span class="title">${airing.title}</span>`;
}

/** The week page, /on-air: on air now and next, then the week, day by day. */
export function weekPageHtml(page: WeekPage, origin: string, path: string): Html {
  const { station, zone, now } = page;
  const query = zoneQuery(page);
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
    <h1>${station.name}: what's on</h1>
    ${zoneSwitch({
      action: '/on-air',
      zone,
      stationZone: station.timeZone,
      now,
      keep: page.previousWeek ? { week: page.week } : {},
    })}
    ${onAirPanel(page, query)}
    <nav class="weeks" aria-label="Weeks">
      ${
        page.previousWeek
          ? html`<a href="/on-air${zoneQuery(page, { week: page.previousWeek })}"
              >← Previous week</a
            >`
          : html`<span></span>`
      }
      <h2 id="week-heading">Week of ${weekRangeLabel(page.week)}</h2>
      ${
        page.nextWeek
          ? html`<a href="/on-air${zoneQuery(page, { week: page.nextWeek })}">Next week →</a>`
          : html`<span></span>`
      }
    </nav>
    ${
      page.anythingPublished
        ? ''
        : html`<p class="panel">No weeks are published yet. Please check back soon.</p>`
    }
    <ol class="week" aria-labelledby="week-heading" style="--rows:${rows}">
      ${page.days.map(
        (day) =>
          html`<li class="day${day.date === today ? ' today' : ''}">
            <h3>${dayHeading(day.date)}${day.date === today ? ' (today)' : ''}</h3>
            ${
              day.airings.length === 0
                ? html`<p class="muted">No shows published.</p>`
                : html`<ol class="airings">
                    ${day.airings.map((a) => {
                      const state = a.end <= now ? 'past' : a.start <= now ? 'now' : 'later';
                      const colour = HEX.test(a.color) ? `--show:${a.color};` : '';
                      return html`<li
                        class="airing ${state}"
                        style="${colour}--row:${rowOf(a) - firstRow + 1};--span:${spanOf(a)}"
                      >
                        <span class="time">${clockTime(a.start, tz)}–${clockTime(a.end, tz)}</span>
                        ${airingTitle(a, query)}
                        ${state === 'now' ? html`<strong class="badge">On air now</strong>` : ''}
                        ${
                          a.hostNames.length
                            ? html`<span class="hosts">with ${hostsLabel(a.hostNames, a.fillIn)}</span>`
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
      <a href="/api/public/v1/calendar.ics">Subscribe to the schedule in your calendar (.ics)</a>
    </p>
  `;

  return publicPage({
    station,
    origin,
    title: `${station.name}: schedule`,
    description: page.current
      ? `On air now on ${station.name}: ${page.current.title}.`
      : `What's on ${station.name}, day by day.`,
    path,
    calendar: '/api/public/v1/calendar.ics',
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

function onAirPanel(page: WeekPage, query: string): Html {
  const { current, next, now, zone } = page;
  const tz = zone.timeZone;
  return html`<div class="on-air">
    <section class="panel" aria-labelledby="now-heading">
      <h2 id="now-heading"><span class="label">On air now</span></h2>
      ${
        current?.fallback
          ? fallbackNowHtml(current, tz)
          : current
            ? html`<p class="now-title">${airingTitle(current, query)}</p>
                <p class="muted" style="margin:0">
                  ${clockTime(current.start, tz)}–${clockTime(current.end, tz)}
                  ${current.hostNames.length ? html` · with ${hostsLabel(current.hostNames, current.fillIn)}` : ''}
                </p>
                <progress
                  max="100"
                  value="${progressPercent(current, now)}"
                  aria-label="Progress of ${current.title}"
                >
                  ${progressPercent(current, now)}%
                </progress>
                <p class="muted" style="margin:0">
                  ${progressPercent(current, now)}% through, ends at ${clockTime(current.end, tz)}
                </p>`
            : html`<p>Nothing on air right now.</p>`
      }
    </section>
    <section class="panel" aria-labelledby="next-heading">
      <h2 id="next-heading"><span class="label">Next</span></h2>
      ${
        next
          ? html`<p class="now-title">${airingTitle(next, query)}</p>
              <p class="muted" style="margin:0">${dayAndTime(next.start, tz)}</p>`
          : html`<p>Nothing more is published yet.</p>`
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
