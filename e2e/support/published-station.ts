import { request, type APIRequestContext } from '@playwright/test';
import { TZDate } from '@date-fns/tz';
import { Mailbox } from './mailbox';
import { startStationServer, type StationServer } from './station-server';

export const PUBLIC_ZONE = 'Europe/London';

/** A station of its own that publishes: "Morning Jazz" on air now, "Evening Rock" next week. */
export type PublishedStation = {
  server: StationServer;
  /** The station's manager (its first account). */
  manager: { email: string; password: string };
  jazzId: string;
  annId: string;
  /** The Jazz airing's start, minutes since midnight in the station's zone. */
  jazzStartMinutes: number;
};

const pad = (n: number) => String(n).padStart(2, '0');
const civil = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * Starts a new station with PUBLIC_SCHEDULE=true in London, makes its manager (the first
 * account), a host and two shows, places one on air now, finalizes this week and the next.
 */
export async function startPublishedStation(): Promise<PublishedStation> {
  const server = await startStationServer({
    PUBLIC_SCHEDULE: 'true',
    STATION_TIMEZONE: PUBLIC_ZONE,
  });
  const origin = new URL(server.url).origin;
  const api = await request.newContext({
    baseURL: server.url,
    extraHTTPHeaders: { Origin: origin },
  });
  const manager = { email: 'on-air-manager@example.com', password: 'on air manager 1' };
  await ok(api.post('/api/auth/sign-up/email', { data: { ...manager, name: 'Manager' } }));
  const link = await new Mailbox(api).latestLink(manager.email, /Confirm your Radio Station/);
  await api.get(link, { maxRedirects: 0 });
  await ok(api.post('/api/auth/sign-in/email', { data: manager }));

  const ann = await json<{ dj: { id: string } }>(
    api.post('/api/djs', {
      data: { name: 'Ann Public', bio: 'Plays jazz.', tags: ['Jazz'], email: 'ann@example.org' },
    }),
  );
  const jazz = await json<{ show: { id: string } }>(
    api.post('/api/shows', { data: { name: 'Morning Jazz', duration: 2, djIds: [ann.dj.id] } }),
  );
  const rock = await json<{ show: { id: string } }>(
    api.post('/api/shows', { data: { name: 'Evening Rock', duration: 1 } }),
  );

  const now = new TZDate(Date.now(), PUBLIC_ZONE);
  const dayIndex = now.getDay();
  const timeIndex = Math.floor((now.getHours() * 60 + now.getMinutes()) / 15);
  const thisWeek = civil(
    new TZDate(now.getFullYear(), now.getMonth(), now.getDate() - dayIndex, 'UTC'),
  );
  const nextWeek = civil(
    new TZDate(now.getFullYear(), now.getMonth(), now.getDate() - dayIndex + 7, 'UTC'),
  );
  const slotsLeftInWeek = (6 - dayIndex) * 96 + (96 - timeIndex);
  const place = async (
    week: string,
    templateId: string,
    day: number,
    time: number,
    duration: number,
  ) => {
    await ok(api.get(`/api/weeks/${week}`));
    await ok(
      api.post(`/api/weeks/${week}/shows`, {
        data: { templateId, dayIndex: day, timeIndex: time, duration },
      }),
    );
  };
  await place(thisWeek, jazz.show.id, dayIndex, timeIndex, Math.min(8, slotsLeftInWeek));
  await place(nextWeek, rock.show.id, 1, 72, 4);
  for (const week of [thisWeek, nextWeek]) {
    await ok(api.post(`/api/weeks/${week}/status`, { data: { action: 'finalize' } }));
  }
  await api.dispose();
  return {
    server,
    manager,
    jazzId: jazz.show.id,
    annId: ann.dj.id,
    jazzStartMinutes: timeIndex * 15,
  };
}

async function ok(response: Promise<Awaited<ReturnType<APIRequestContext['get']>>>) {
  const answer = await response;
  if (!answer.ok()) throw new Error(`${answer.url()}: ${answer.status()} ${await answer.text()}`);
  return answer;
}

async function json<T>(response: Promise<Awaited<ReturnType<APIRequestContext['get']>>>) {
  return (await (await ok(response)).json()) as T;
}
