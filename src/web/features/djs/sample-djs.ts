import type { Dj } from '../../../shared/schemas/dj';

const created = '2025-01-01T00:00:00.000Z';

/**
 * The three DJs shown when the station has none or the server cannot be reached (SPEC.md §4
 * "DJ data"). They live only in the browser: they are marked as samples, cannot be edited or
 * deleted, and are never offered when assigning DJs to a show.
 */
export const SAMPLE_DJS: readonly Dj[] = [
  {
    id: 'sample-dj-1',
    name: 'Alex Rivera',
    bio: 'Morning drive host with a taste for upbeat pop and the stories behind the songs.',
    avatarUrl: null,
    tags: ['Pop', 'Talk Show'],
    email: 'alex.rivera@example.com',
    phone: '+1 555 0101',
    active: true,
    createdAt: created,
    updatedAt: created,
  },
  {
    id: 'sample-dj-2',
    name: 'Sam Okafor',
    bio: 'Late-night selector mixing deep house, techno and the occasional ambient detour.',
    avatarUrl: null,
    tags: ['House', 'Techno', 'Ambient'],
    email: 'sam.okafor@example.com',
    phone: '+1 555 0102',
    active: true,
    createdAt: created,
    updatedAt: created,
  },
  {
    id: 'sample-dj-3',
    name: 'Jordan Lee',
    bio: 'Weekend jazz and soul specialist, currently on a break from the schedule.',
    avatarUrl: null,
    tags: ['Jazz', 'Soul', 'Funk'],
    email: 'jordan.lee@example.com',
    phone: null,
    active: false,
    createdAt: created,
    updatedAt: created,
  },
];
