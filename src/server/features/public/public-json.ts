import type { z } from '@hono/zod-openapi';
import type { PublicOccurrence, PublicStation } from './published-schedule';
import type {
  PublicHost,
  PublicHostSummary,
  PublicShow,
  PublicShowSummary,
} from './public-summaries';
import type {
  hostSchema,
  hostSummarySchema,
  occurrenceSchema,
  showSchema,
  showSummarySchema,
  stationSchema,
} from './public-api.schemas';

/**
 * The read model's answers as the API writes them: instants as UTC ISO text beside the station
 * clock's reading, and images stored on this server ("/media/…") as absolute addresses, since
 * the reader is another site or an app.
 */
export function publicJson(origin: string) {
  const absolute = (url: string | null) => (url && url.startsWith('/') ? `${origin}${url}` : url);

  const occurrence = (a: PublicOccurrence): z.infer<typeof occurrenceSchema> => ({
    id: a.id,
    showId: a.showId,
    title: a.title,
    description: a.description,
    genres: a.genres,
    color: a.color,
    imageUrl: absolute(a.imageUrl),
    hosts: a.hostNames,
    start: a.start.toISOString(),
    end: a.end.toISOString(),
    startLocal: a.startLocal,
    endLocal: a.endLocal,
    recurring: a.recurring,
    fillIn: a.fillIn,
    ...(a.fallback && { fallback: true as const }),
  });

  const showSummary = (s: PublicShowSummary): z.infer<typeof showSummarySchema> => ({
    id: s.id,
    name: s.name,
    description: s.description,
    genres: s.genres,
    color: s.color,
    imageUrl: absolute(s.imageUrl),
    hosts: s.hosts,
  });

  const hostSummary = (h: PublicHostSummary): z.infer<typeof hostSummarySchema> => ({
    ...h,
    avatarUrl: absolute(h.avatarUrl),
  });

  return {
    station: (s: PublicStation): z.infer<typeof stationSchema> => ({
      name: s.name,
      timeZone: s.timeZone,
      accentColor: s.accentColor,
      logoUrl: absolute(s.logoUrl),
    }),
    occurrence,
    showSummary,
    show: (s: PublicShow): z.infer<typeof showSchema> => ({
      ...showSummary(s),
      nextAirings: s.nextAirings.map(occurrence),
    }),
    hostSummary,
    host: (h: PublicHost): z.infer<typeof hostSchema> => ({ ...hostSummary(h), shows: h.shows }),
  };
}
